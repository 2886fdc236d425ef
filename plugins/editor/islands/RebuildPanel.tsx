import { useEffect, useRef, useState } from 'react';
import { labelText } from '../../../core/i18n/labels.ts';
import type { RebuildRun } from '../../../core/serving/rebuild.ts';
import { Button } from '../../../runtime/ui/Button.tsx';
import { fetchRebuildStatus, publishPage, requestRebuild, SignedOut } from './editor-api.ts';
import { formatSeconds } from './format.ts';
import type { EditorLabels } from './labels.ts';
import {
  isFinished,
  REBUILD_MAX_MISSES,
  REBUILD_POLL_INTERVAL_MS,
  type RebuildProgress,
  rebuildProgress,
  runForSite,
} from './rebuild-progress.ts';

/** Props of {@link RebuildPanel}. */
export interface RebuildPanelProps {
  siteId: string;
  siteName: string;
  /** The page previewed now: its draft is published first. Null: the site is rebuilt as it is. */
  page: { id: string; title: string } | null;
  localeUrlCode: string;
  labels: EditorLabels;
  onSignedOut(): void;
}

type Shown =
  | { state: 'idle' }
  | { state: 'requesting' }
  | { state: 'progress'; progress: RebuildProgress | null }
  | { state: 'requestFailed'; message: string }
  | { state: 'lost' }
  | { state: 'nothingToRebuild' };

/**
 * "Publish and rebuild this site": publishes the previewed page's
 * draft (`POST /api/editor/publish/{pageId}`, which queues its sites' rebuilds) or, without a page,
 * asks for a rebuild of the site (`POST /api/editor/rebuild`), then follows the run by polling
 * `GET /api/editor/rebuild?site=` every {@link REBUILD_POLL_INTERVAL_MS} ms until it succeeded (pages
 * re-rendered, time taken) or failed (its reason; the previous version stays online). Progress is
 * announced in a live region.
 */
export function RebuildPanel({
  siteId,
  siteName,
  page,
  localeUrlCode,
  labels,
  onSignedOut,
}: RebuildPanelProps) {
  const [shown, setShown] = useState<Shown>({ state: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const failed = (error: unknown) => {
    if (!mounted.current) return;
    if (error instanceof SignedOut) onSignedOut();
    else
      setShown({ state: 'requestFailed', message: error instanceof Error ? error.message : String(error) });
  };

  const follow = (run: RebuildRun, misses = 0) => {
    fetchRebuildStatus(run.site).then((answer) => {
      if (!mounted.current) return;
      const progress = rebuildProgress({ statuses: answer.sites, runId: run.id });
      const missed = progress ? 0 : misses + 1;
      if (missed > REBUILD_MAX_MISSES) {
        setShown({ state: 'lost' });
        return;
      }
      setShown({ state: 'progress', progress: progress ?? { state: 'queued', run } });
      if (!isFinished(progress)) {
        timer.current = setTimeout(() => follow(run, missed), REBUILD_POLL_INTERVAL_MS);
      }
    }, failed);
  };

  const start = async () => {
    if (timer.current) clearTimeout(timer.current);
    setShown({ state: 'requesting' });
    try {
      const run = page
        ? runForSite((await publishPage(page.id)).runs, siteId)
        : (await requestRebuild(siteId)).run;
      if (!mounted.current) return;
      if (!run) {
        // Published, but no site this runtime serves shows the page: there is nothing to follow.
        setShown({ state: 'nothingToRebuild' });
        return;
      }
      setShown({ state: 'progress', progress: { state: 'queued', run } });
      follow(run);
    } catch (error) {
      failed(error);
    }
  };

  const busy = shown.state === 'requesting' || (shown.state === 'progress' && !isFinished(shown.progress));
  return (
    <section className="sf-editor-panel sf-editor-rebuild" aria-labelledby="sf-editor-rebuild-heading">
      <h2 id="sf-editor-rebuild-heading" className="sf-editor__heading">
        {labels['rebuild.heading']}
      </h2>
      <p>
        {page
          ? labelText({ labels, key: 'rebuild.forPage', values: { page: page.title, site: siteName } })
          : labelText({ labels, key: 'rebuild.forSite', values: { site: siteName } })}
      </p>
      <Button loading={busy} onClick={() => void start()}>
        {labels['rebuild.button']}
      </Button>
      <div
        className="sf-editor-rebuild__status"
        role="status"
        data-rebuild-state={shown.state === 'progress' ? (shown.progress?.state ?? 'queued') : shown.state}
      >
        {statusText({ shown, labels, localeUrlCode })}
      </div>
    </section>
  );
}

function statusText(input: { shown: Shown; labels: EditorLabels; localeUrlCode: string }): string | null {
  const { shown, labels, localeUrlCode } = input;
  switch (shown.state) {
    case 'idle':
      return null;
    case 'requesting':
      return labels['rebuild.publishing'];
    case 'requestFailed':
      return labelText({ labels, key: 'rebuild.requestFailed', values: { error: shown.message } });
    case 'lost':
      return labels['rebuild.lost'];
    case 'nothingToRebuild':
      return labels['rebuild.nothingToRebuild'];
    case 'progress':
      break;
  }
  const progress = shown.progress;
  if (!progress || progress.state === 'queued') return labels['rebuild.queued'];
  if (progress.state === 'running') {
    return progress.phase
      ? labelText({ labels, key: 'rebuild.runningPhase', values: { phase: progress.phase } })
      : labels['rebuild.running'];
  }
  if (progress.state === 'failed') {
    return `${labelText({ labels, key: 'rebuild.failed', values: { error: progress.error } })} ${labels['rebuild.previousOnline']}`;
  }
  return labelText({
    labels,
    key: 'rebuild.succeeded',
    values: {
      rendered: progress.pagesRendered ?? '?',
      pages: progress.pages ?? '?',
      seconds: progress.durationMs === null ? '?' : formatSeconds(progress.durationMs, localeUrlCode),
    },
  });
}
