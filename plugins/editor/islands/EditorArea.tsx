import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { ContentStage } from '../../../core/content/services.ts';
import { Button } from '../../../runtime/ui/Button.tsx';
import { DraftPreview } from './DraftPreview.tsx';
import type { DraftPage, DraftPageTarget } from './draft-page.ts';
import { checkAccess } from './editor-api.ts';
import type { EditorLabels } from './labels.ts';
import { NavigationTree } from './NavigationTree.tsx';
import { RebuildPanel } from './RebuildPanel.tsx';
import { SignInForm } from './SignInForm.tsx';
import { TranslationPanel } from './TranslationPanel.tsx';
import { TranslationReport } from './TranslationReport.tsx';

/** Props of {@link EditorArea}: plain JSON from the page (plugins/editor/ui-area.tsx). */
export interface EditorAreaProps {
  /** The CMS id of the page's site (`main`, `productronica`): navigation, rebuilds. */
  siteId: string;
  /** The site's name, shown on the rebuild button's explanation. */
  siteName: string;
  /** The slug the site's links carry (core/routing/link-slug.ts), null for none. */
  siteSlug: string | null;
  /** The page's language (`de`): navigation and draft content come in it, then en. */
  language: string;
  /** The page's locale as in its URL (`de-ch`): links, dates, numbers. */
  localeUrlCode: string;
  labels: EditorLabels;
}

type Access = 'checking' | 'signedOut' | 'signedIn' | 'failed';

const STAGES: readonly ContentStage[] = ['PUBLISHED', 'DRAFT'];

/**
 * The editor area (customer-area §2 `/{locale}/editor`, §4 page stage and translation, §6 editor
 * password, §7 own-server calls, §8 wrong-password flag; public-site §4 draft proxy). Client-rendered
 * behind the editor password: on load, and on every page change inside the area (previewing another
 * page, the browser's back and forward), it asks the server whether the editor cookie is still valid
 * (`POST /api/editor-area-autentication {}`; §6 "checked against the server on page changes") and shows
 * the sign-in form when not. Signed in, the editor sees the site's navigation tree in the chosen stage
 * (PUBLISHED by default), previews any page's draft (from the tree or by its path), manages its
 * translation, publishes and rebuilds the site, and reads the fleet's translation report.
 */
export function EditorArea(props: EditorAreaProps) {
  const { siteId, siteName, siteSlug, language, localeUrlCode, labels } = props;
  const [access, setAccess] = useState<Access>('checking');
  const [notice, setNotice] = useState<string | null>(null);
  const [stage, setStage] = useState<ContentStage>('PUBLISHED');
  const [target, setTarget] = useState<DraftPageTarget | null>(null);
  const [previewed, setPreviewed] = useState<DraftPage | null>(null);

  const shownAccess = useRef(access);
  shownAccess.current = access;

  const recheck = useCallback(() => {
    void checkAccess().then((answer) => {
      if (answer === 'granted') return setAccess('signedIn');
      if (answer === 'failed') return setAccess('failed');
      if (shownAccess.current === 'signedIn') setNotice(labels['signIn.expired']);
      setAccess('signedOut');
    });
  }, [labels]);

  // On load and on history navigation (back/forward, a page restored from the back-forward cache).
  useEffect(() => {
    recheck();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) recheck();
    };
    window.addEventListener('popstate', recheck);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('popstate', recheck);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [recheck]);

  const signedOut = useCallback(() => {
    setNotice(labels['signIn.expired']);
    setAccess('signedOut');
  }, [labels]);

  const preview = (next: DraftPageTarget) => {
    setTarget(next);
    recheck();
  };

  if (access === 'checking') {
    return (
      <p className="sf-editor__checking" role="status">
        {labels.checking}
      </p>
    );
  }
  if (access === 'failed') {
    return (
      <div className="sf-editor__problem" role="alert">
        <p>{labels['signIn.failed']}</p>
        <Button variant="secondary" onClick={recheck}>
          {labels['signIn.submit']}
        </Button>
      </div>
    );
  }
  if (access === 'signedOut') {
    return (
      <SignInForm
        labels={labels}
        notice={notice}
        onSignedIn={() => {
          setNotice(null);
          setAccess('signedIn');
        }}
      />
    );
  }

  return (
    <div className="sf-editor" data-editor-signed-in="">
      <p className="sf-editor__intro">{labels.intro}</p>
      <fieldset className="sf-editor-stage">
        <legend className="sf-editor-stage__legend">{labels['stage.label']}</legend>
        {STAGES.map((option) => (
          <label key={option} className="sf-editor-stage__option">
            <input
              type="radio"
              name="sf-editor-stage"
              value={option}
              checked={stage === option}
              onChange={() => setStage(option)}
            />
            {labels[`stage.${option}`]}
          </label>
        ))}
      </fieldset>
      <div className="sf-editor__columns">
        <NavigationTree
          siteId={siteId}
          language={language}
          stage={stage}
          labels={labels}
          selectedPageId={target && 'pageId' in target ? target.pageId : null}
          onPreview={({ pageId }) => preview({ pageId })}
          onSignedOut={signedOut}
        />
        <div className="sf-editor__main">
          <PathForm labels={labels} onPreview={(path) => preview({ path })} />
          {target ? (
            <DraftPreview
              target={target}
              siteId={siteId}
              siteSlug={siteSlug}
              language={language}
              localeUrlCode={localeUrlCode}
              labels={labels}
              onPage={setPreviewed}
              onClose={() => {
                setTarget(null);
                setPreviewed(null);
              }}
              onSignedOut={signedOut}
            />
          ) : null}
          {previewed ? (
            <TranslationPanel
              pageId={previewed.id}
              localeUrlCode={localeUrlCode}
              labels={labels}
              onSignedOut={signedOut}
            />
          ) : null}
          <RebuildPanel
            siteId={siteId}
            siteName={siteName}
            page={previewed ? { id: previewed.id, title: previewed.title } : null}
            localeUrlCode={localeUrlCode}
            labels={labels}
            onSignedOut={signedOut}
          />
          <TranslationReport labels={labels} onSignedOut={signedOut} />
        </div>
      </div>
    </div>
  );
}

/** "Preview a page by its path": for pages in no navigation, such as a draft-only page. */
function PathForm({ labels, onPreview }: { labels: EditorLabels; onPreview(path: string): void }) {
  const [path, setPath] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (path.trim() !== '') onPreview(path.trim());
  };
  return (
    <form
      className="sf-editor-panel sf-editor-path"
      onSubmit={submit}
      aria-labelledby="sf-editor-path-heading"
    >
      <h2 id="sf-editor-path-heading" className="sf-editor__heading">
        {labels['byPath.heading']}
      </h2>
      <div className="sf-field">
        <label className="sf-field__label" htmlFor="sf-editor-path-input">
          {labels['byPath.label']}
        </label>
        <input
          id="sf-editor-path-input"
          className="sf-field__input"
          type="text"
          name="path"
          value={path}
          aria-describedby="sf-editor-path-hint"
          onChange={(event) => setPath(event.target.value)}
        />
        <p id="sf-editor-path-hint" className="sf-editor__hint">
          {labels['byPath.hint']}
        </p>
      </div>
      <Button type="submit" variant="secondary">
        {labels['byPath.submit']}
      </Button>
    </form>
  );
}
