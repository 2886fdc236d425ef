import { useEffect, useState } from 'react';
import { renderLocalizedBody } from '../../../core/rich-text/localized-body.ts';
import { isHeroModule, PageModule, PageModules } from '../../../runtime/ui/modules/PageModules.tsx';
import { moduleViews } from '../../../runtime/ui/modules/view.ts';
import { RichText } from '../../../runtime/ui/RichText.tsx';
import {
  DRAFT_PAGE_QUERY,
  type DraftPage,
  type DraftPageTarget,
  draftAnswerSchema,
  draftPageVariables,
  pickDraftPage,
} from './draft-page.ts';
import { CONTENT_PROXY_PATH, callJson, SignedOut } from './editor-api.ts';
import { formatDate } from './format.ts';
import type { EditorLabels } from './labels.ts';

/** Props of {@link DraftPreview}. */
export interface DraftPreviewProps {
  target: DraftPageTarget;
  siteId: string;
  siteSlug: string | null;
  language: string;
  localeUrlCode: string;
  labels: EditorLabels;
  /** Told the page shown (null while loading, or when none was found). */
  onPage(page: DraftPage | null): void;
  onClose(): void;
  onSignedOut(): void;
}

type Load =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; page: DraftPage };

/**
 * A page's DRAFT content inside the editor area (public-site §4 content mode; customer-area §4 page
 * stage), fetched through the same-origin draft proxy (`POST /api/content-proxy`, editors only) and
 * rendered with the site's own components (title, hero, rich-text body, modules), under a "Draft
 * preview" banner that says whether visitors can see the page at all. Nothing here loads tag scripts:
 * the editor area holds secrets (plugins/editor/index.ts path family).
 */
export function DraftPreview(props: DraftPreviewProps) {
  const { target, siteId, siteSlug, language, labels, onPage, onSignedOut } = props;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const targetKey = 'pageId' in target ? `id:${target.pageId}` : `path:${target.path}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `targetKey` stands for `target`, a fresh object per render.
  useEffect(() => {
    let cancelled = false;
    setLoad({ state: 'loading' });
    onPage(null);
    callJson<unknown>({
      path: CONTENT_PROXY_PATH,
      method: 'POST',
      body: {
        query: DRAFT_PAGE_QUERY,
        operationName: 'editorDraftPage',
        variables: draftPageVariables({ target, siteId, siteSlug, language }),
      },
    })
      .then((body) => {
        const answer = draftAnswerSchema.parse(body);
        if (!answer.data) throw new Error(answer.errors?.[0]?.message ?? 'no data');
        const pages = answer.data.pagesConnection.edges.map((edge) => edge.node);
        return pickDraftPage({ pages, target, siteSlug });
      })
      .then(
        (page) => {
          if (cancelled) return;
          setLoad(page ? { state: 'loaded', page } : { state: 'notFound' });
          onPage(page);
        },
        (error: unknown) => {
          if (cancelled) return;
          if (error instanceof SignedOut) onSignedOut();
          else setLoad({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [targetKey, siteId, siteSlug, language, onPage, onSignedOut]);

  return (
    <section
      className="sf-editor-preview"
      aria-labelledby="sf-editor-preview-banner"
      aria-busy={load.state === 'loading'}
    >
      <div className="sf-editor-preview__banner">
        <h2 id="sf-editor-preview-banner" className="sf-editor-preview__banner-title">
          {labels['preview.banner']}
        </h2>
        <button type="button" className="sf-editor__link-button" onClick={props.onClose}>
          {labels['preview.close']}
        </button>
      </div>
      <div role="status" className="sf-editor-preview__status">
        {load.state === 'loading' ? labels['preview.loading'] : null}
        {load.state === 'notFound' ? labels['preview.notFound'] : null}
      </div>
      {load.state === 'failed' ? (
        <p className="sf-editor__problem" role="alert">
          {labels['preview.failed']} {load.message}
        </p>
      ) : null}
      {load.state === 'loaded' ? <DraftPageView page={load.page} {...props} /> : null}
    </section>
  );
}

function DraftPageView({ page, siteSlug, localeUrlCode, labels }: DraftPreviewProps & { page: DraftPage }) {
  const views = moduleViews({ modules: page.modules, localeUrlCode, siteSlug });
  const [first, ...others] = views;
  const hero = first && isHeroModule(first) ? first : null;
  const html = renderLocalizedBody({
    body: { markdown: page.body?.markdown ?? null, siteSlug },
    localeUrlCode,
  });
  return (
    <>
      <p className="sf-editor-preview__meta">
        {page.isPublished ? null : (
          <strong className="sf-editor-preview__unpublished">{labels['preview.unpublished']} </strong>
        )}
        {page.updatedAt
          ? `${labels['preview.updatedAt']} ${formatDate(page.updatedAt, localeUrlCode)}`
          : null}
      </p>
      <article
        className="sf-page sf-page--modules sf-editor-preview__page"
        lang={page.locale}
        data-page-id={page.id}
      >
        <h3 className="sf-page__title">{page.title}</h3>
        {hero ? <PageModule module={hero} lazy={false} /> : null}
        <RichText html={html} />
        <PageModules modules={hero ? others : views} />
      </article>
    </>
  );
}
