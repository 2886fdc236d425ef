import { load } from 'cheerio';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslator, loadTranslations } from '../../../../../core/i18n/index.ts';
import { SisRequestError } from '../../../../../plugins/portal/islands/sis-client.ts';
import { DownloadTable } from '../../../../../plugins/portal/islands/wire-flow/DownloadTable.tsx';
import type { Download } from '../../../../../plugins/portal/islands/wire-flow/downloads.ts';
import {
  WIRE_FLOW_LABEL_KEYS,
  wireFlowLabels,
} from '../../../../../plugins/portal/islands/wire-flow/labels.ts';
import {
  type DownloadsState,
  WireFlowView,
} from '../../../../../plugins/portal/islands/wire-flow/WireFlowScreen.tsx';
import { downloadNode, DOWNLOADS as SIS_DOWNLOADS } from '../../../../../sandbox/sis/downloads.ts';

const translations = await loadTranslations({ languages: ['en', 'de'] });
const labels = wireFlowLabels(createTranslator({ translations, language: 'en' }));
const german = wireFlowLabels(createTranslator({ translations, language: 'de' }));

// Three of the sandbox SIS's files: Windows, platform-independent and Linux.
const DOWNLOADS: Download[] = [
  'dl-artemis-server-win',
  'dl-artemis-release-notes',
  'dl-crimp-data-gateway',
].map((id) => downloadNode(SIS_DOWNLOADS.find((download) => download.id === id)!, 'http://127.0.0.1:9'));

const render = (state: DownloadsState, locale = 'en', texts = labels) =>
  load(renderToStaticMarkup(<WireFlowView locale={locale} labels={texts} state={state} />));
const cells = ($: ReturnType<typeof load>, id: string) =>
  $(`tr[data-download-id="${id}"] td`)
    .map((_, td) => $(td).text().replace(/\s/g, ' '))
    .get();

describe('wire-flow labels', () => {
  it('has every text in en and de', () => {
    for (const key of WIRE_FLOW_LABEL_KEYS) {
      expect(labels[key], key).not.toBe(`portal-wire-flow:${key}`);
      expect(german[key], key).not.toBe(`portal-wire-flow:${key}`);
    }
    expect(german.download).not.toBe(labels.download);
  });
});

describe('WireFlowView (/wire-flow)', () => {
  it('lists each file with version, platform, date, size and a download link', () => {
    const $ = render({ status: 'ready', data: { downloads: DOWNLOADS } });
    expect($('h1.sf-page__title').text()).toBe('Wire-flow download centre');
    expect(
      $('thead th')
        .map((_, th) => $(th).text())
        .get(),
    ).toEqual(['Name', 'Version', 'Platform', 'Release date', 'Size', 'Download']);
    expect(cells($, 'dl-artemis-server-win').slice(0, 5)).toEqual([
      'Artemis wire-flow server',
      '4.2.1',
      'Windows',
      'Mar 18, 2025',
      '3.5 MB',
    ]);
    expect(cells($, 'dl-artemis-release-notes')[2]).toBe('Platform-independent');
    const link = $('tr[data-download-id="dl-crimp-data-gateway"] a');
    expect(link.attr('href')).toBe(DOWNLOADS[2]!.url);
    expect(link.attr('download')).toBe('crimp-data-gateway-1.9.0-linux-x64.tar.gz');
    expect(link.text()).toBe('Download crimp-data-gateway-1.9.0-linux-x64.tar.gz');
  });

  it('writes dates, sizes and platforms in the page language', () => {
    const $ = render({ status: 'ready', data: { downloads: DOWNLOADS } }, 'de-ch', german);
    expect(cells($, 'dl-artemis-release-notes').slice(2, 5)).toEqual([
      'Plattformunabhängig',
      '18.03.2025',
      '18 kB',
    ]);
  });

  it('offers a labelled platform filter of the platforms present; a chosen platform keeps general files', () => {
    const $ = render({ status: 'ready', data: { downloads: DOWNLOADS } });
    const select = $('select');
    expect($(`label[for="${select.attr('id')}"]`).text()).toBe('Platform');
    expect(
      select
        .find('option')
        .map((_, option) => $(option).text())
        .get(),
    ).toEqual(['All platforms', 'Windows', 'Linux', 'Platform-independent']);
    const linux = load(
      renderToStaticMarkup(
        <DownloadTable downloads={DOWNLOADS} locale="en" labels={labels} initialPlatform="linux" />,
      ),
    );
    expect(
      linux('tbody tr')
        .map((_, tr) => linux(tr).attr('data-download-id'))
        .get(),
    ).toEqual(['dl-artemis-release-notes', 'dl-crimp-data-gateway']);
  });

  it('has no filter for files of a single platform', () => {
    const $ = render({ status: 'ready', data: { downloads: [DOWNLOADS[0]!] } });
    expect($('select')).toHaveLength(0);
    expect($('tbody tr')).toHaveLength(1);
  });

  it('shows the loading note, the empty state and the failure with the SIS message', () => {
    expect(render({ status: 'loading' })('[role=status]').text()).toBe('Loading the downloads…');
    const empty = render({ status: 'ready', data: { downloads: [] } });
    expect(empty('.sf-portal__note').text()).toBe('No downloads are available at the moment.');
    expect(empty('table')).toHaveLength(0);
    const failed = render({
      status: 'failed',
      error: new SisRequestError('The downloads require the kmx_int_artemis_active role', { status: 200 }),
    });
    expect(failed('[role=alert] p').first().text()).toBe('The downloads could not be loaded.');
    expect(failed('[role=alert]').text()).toContain('kmx_int_artemis_active');
  });
});
