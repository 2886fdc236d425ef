import { useEffect, useRef, useState } from 'react';
import { labelText } from '../../../core/i18n/labels.ts';
import { Button } from '../../../runtime/ui/Button.tsx';
import { type PageTranslation, SignedOut, translationCall } from './editor-api.ts';
import { formatDate } from './format.ts';
import type { EditorLabels } from './labels.ts';

/** Props of {@link TranslationPanel}. */
export interface TranslationPanelProps {
  pageId: string;
  localeUrlCode: string;
  labels: EditorLabels;
  onSignedOut(): void;
}

type Action = 'state' | 'start' | 'reset';

/**
 * A page's translation management (customer-area §3 translation fields, §4 translation states and
 * page-level state, "the editor can start translation and reset translation for a page", §7
 * `/api/translation/state|start|reset/{pageId}`): the source language, each target language with its
 * state and export/import dates, the page-level state, and the Start / Reset buttons; the state shown
 * is the server's answer to the last call, announced in a live region.
 */
export function TranslationPanel({ pageId, localeUrlCode, labels, onSignedOut }: TranslationPanelProps) {
  const [translation, setTranslation] = useState<PageTranslation | null>(null);
  const [busy, setBusy] = useState<Action | null>('state');
  const [problem, setProblem] = useState<string | null>(null);
  const [announced, setAnnounced] = useState<string | null>(null);

  /** The page whose answers are shown: an answer for a page the editor has left is dropped. */
  const shownPage = useRef(pageId);
  shownPage.current = pageId;

  const call = (action: Action) => {
    setBusy(action);
    setProblem(null);
    const asked = pageId;
    return translationCall({ action, pageId }).then(
      (answer) => {
        if (shownPage.current !== asked) return;
        setTranslation(answer);
        setBusy(null);
        if (action !== 'state') {
          setAnnounced(
            labelText({
              labels,
              key: 'translation.updated',
              values: { state: stateText(labels, answer.state) },
            }),
          );
        }
      },
      (error: unknown) => {
        if (shownPage.current !== asked && !(error instanceof SignedOut)) return;
        setBusy(null);
        if (error instanceof SignedOut) onSignedOut();
        else
          setProblem(
            `${labels['translation.failed']} ${error instanceof Error ? error.message : String(error)}`,
          );
      },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the page changes, not when `call` is re-made.
  useEffect(() => {
    setTranslation(null);
    setAnnounced(null);
    void call('state');
  }, [pageId]);

  return (
    <section
      className="sf-editor-panel sf-editor-translation"
      aria-labelledby="sf-editor-translation-heading"
    >
      <h2 id="sf-editor-translation-heading" className="sf-editor__heading">
        {labels['translation.heading']}
      </h2>
      {busy === 'state' && !translation ? <p role="status">{labels['translation.loading']}</p> : null}
      {problem ? (
        <p className="sf-editor__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {translation ? (
        <>
          <dl className="sf-editor-translation__facts">
            <div>
              <dt>{labels['translation.source']}</dt>
              <dd>{translation.sourceLanguage}</dd>
            </div>
            <div>
              <dt>{labels['translation.pageState']}</dt>
              <dd data-translation-state={translation.state}>{stateText(labels, translation.state)}</dd>
            </div>
          </dl>
          {translation.targetLanguages.length > 0 ? (
            <table className="sf-editor__table">
              <thead>
                <tr>
                  <th scope="col">{labels['translation.language']}</th>
                  <th scope="col">{labels['translation.stateColumn']}</th>
                  <th scope="col">{labels['translation.exportedAt']}</th>
                  <th scope="col">{labels['translation.importedAt']}</th>
                </tr>
              </thead>
              <tbody>
                {translation.targetLanguages.map((target) => (
                  <tr key={target.language} data-language={target.language}>
                    <th scope="row">{target.language}</th>
                    <td>{stateText(labels, target.translationState)}</td>
                    <td>
                      {target.exportedAt
                        ? formatDate(target.exportedAt, localeUrlCode)
                        : labels['translation.none']}
                    </td>
                    <td>
                      {target.importedAt
                        ? formatDate(target.importedAt, localeUrlCode)
                        : labels['translation.none']}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>{labels['translation.noTargets']}</p>
          )}
          <div className="sf-editor__actions">
            <Button loading={busy === 'start'} disabled={busy !== null} onClick={() => void call('start')}>
              {labels['translation.start']}
            </Button>
            <Button
              variant="secondary"
              loading={busy === 'reset'}
              disabled={busy !== null}
              onClick={() => void call('reset')}
            >
              {labels['translation.reset']}
            </Button>
          </div>
        </>
      ) : null}
      <p className="sf-sr-only" role="status">
        {announced}
      </p>
    </section>
  );
}

/** The translated name of a translation state; the state as received when unknown. */
function stateText(labels: EditorLabels, state: string): string {
  return labelText({ labels, key: `translationState.${state}`, fallback: state });
}
