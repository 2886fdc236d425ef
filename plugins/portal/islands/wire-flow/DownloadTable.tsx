import { useId, useState } from 'react';
import { formatBytes } from '../../../../core/text/format-bytes.ts';
import { Select } from '../../../../runtime/ui/Select.tsx';
import { type Download, downloadPlatforms, filterByPlatform, formatReleaseDate } from './downloads.ts';
import { platformLabel, type WireFlowLabels } from './labels.ts';

/** Props of {@link DownloadTable}. */
export interface DownloadTableProps {
  /** The files, in display order (newest release first). */
  downloads: readonly Download[];
  /** The page's locale (`en`, `de-ch`). */
  locale: string;
  labels: WireFlowLabels;
  /** Platform chosen first; default '' (all platforms). */
  initialPlatform?: string;
}

/**
 * The download centre's files (customer-area §2 `/wire-flow`): a "Platform" filter when the files cover
 * more than one platform ({@link filterByPlatform}: platform-independent files stay in every choice), and
 * a table of name, version, platform, release date and size in the page's locale, one row per file
 * (`data-download-id`, `data-platform`), each with a download link to the file's URL.
 */
export function DownloadTable({ downloads, locale, labels, initialPlatform = '' }: DownloadTableProps) {
  const [platform, setPlatform] = useState(initialPlatform);
  const selectId = useId();
  const platforms = downloadPlatforms(downloads);
  const shown = filterByPlatform({ downloads, platform });
  return (
    <>
      {platforms.length > 1 ? (
        <Select
          id={selectId}
          name="platform"
          label={labels.platformFilter}
          className="sf-wire-flow__filter"
          options={[
            { value: '', label: labels.allPlatforms },
            ...platforms.map((value) => ({ value, label: platformLabel(labels, value) })),
          ]}
          value={platform}
          onChange={setPlatform}
        />
      ) : null}
      <div className="sf-portal__table-wrap">
        <table className="sf-portal__table sf-wire-flow__table">
          <thead>
            <tr>
              <th scope="col">{labels['columns.name']}</th>
              <th scope="col">{labels['columns.version']}</th>
              <th scope="col">{labels['columns.platform']}</th>
              <th scope="col">{labels['columns.releaseDate']}</th>
              <th scope="col">{labels['columns.size']}</th>
              <th scope="col">{labels['columns.download']}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((download) => (
              <tr key={download.id} data-download-id={download.id} data-platform={download.platform}>
                <td>{download.name}</td>
                <td>{download.version}</td>
                <td>{platformLabel(labels, download.platform)}</td>
                <td>
                  <time dateTime={download.releaseDate}>
                    {formatReleaseDate({ isoDate: download.releaseDate, locale })}
                  </time>
                </td>
                <td className="sf-wire-flow__size" data-bytes={download.sizeBytes}>
                  {formatBytes({ bytes: download.sizeBytes, locale })}
                </td>
                <td>
                  <a href={download.url} download={download.fileName}>
                    {labels.download}
                    <span className="sf-sr-only"> {download.fileName}</span>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
