import { useState } from 'react';
import { Button } from '../../../runtime/ui/Button.tsx';
import { fetchTranslationReport, SignedOut } from './editor-api.ts';
import type { EditorLabels } from './labels.ts';
import { type ReportRow, reportRows } from './report-rows.ts';

/** Props of {@link TranslationReport}. */
export interface TranslationReportProps {
  labels: EditorLabels;
  onSignedOut(): void;
}

type Load =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; rows: ReportRow[] };

/**
 * The fleet-wide translation report (coverage per site × language,
 * pages falling back to another language, links into pages missing in a language), as the last build
 * of each site wrote it (`GET /api/translation/report`): one table row per site and language, loaded
 * on demand.
 */
export function TranslationReport({ labels, onSignedOut }: TranslationReportProps) {
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const fetchReport = () => {
    setLoad({ state: 'loading' });
    fetchTranslationReport().then(
      (report) => setLoad({ state: 'loaded', rows: reportRows(report.sites) }),
      (error: unknown) => {
        if (error instanceof SignedOut) onSignedOut();
        else setLoad({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
  };
  return (
    <section className="sf-editor-panel sf-editor-report" aria-labelledby="sf-editor-report-heading">
      <h2 id="sf-editor-report-heading" className="sf-editor__heading">
        {labels['report.heading']}
      </h2>
      <Button variant="secondary" loading={load.state === 'loading'} onClick={fetchReport}>
        {labels['report.load']}
      </Button>
      <div role="status">{load.state === 'loading' ? labels['report.loading'] : null}</div>
      {load.state === 'failed' ? (
        <p className="sf-editor__problem" role="alert">
          {labels['report.failed']} {load.message}
        </p>
      ) : null}
      {load.state === 'loaded' && load.rows.length === 0 ? <p>{labels['report.empty']}</p> : null}
      {load.state === 'loaded' && load.rows.length > 0 ? (
        <div className="sf-editor__table-scroll">
          <table className="sf-editor__table">
            <thead>
              <tr>
                <th scope="col">{labels['report.site']}</th>
                <th scope="col">{labels['report.language']}</th>
                <th scope="col">{labels['report.coverage']}</th>
                <th scope="col">{labels['report.fallbacks']}</th>
                <th scope="col">{labels['report.missingLinks']}</th>
              </tr>
            </thead>
            <tbody>
              {load.rows.map((row) => (
                <tr key={`${row.site}:${row.language}`} data-site={row.site} data-language={row.language}>
                  <th scope="row">{row.siteName}</th>
                  <td>{row.language}</td>
                  <td>{`${row.available} / ${row.pages} (${row.percent} %)`}</td>
                  <td>
                    {row.fallbacks.length === 0 ? (
                      '0'
                    ) : (
                      <details>
                        <summary>{row.fallbacks.length}</summary>
                        <ul className="sf-editor-report__pages">
                          {row.fallbacks.map((page) => (
                            <li key={page.path}>{`/${page.path} → ${page.language}`}</li>
                          ))}
                        </ul>
                      </details>
                    )}
                  </td>
                  <td>{row.missingLinks}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
