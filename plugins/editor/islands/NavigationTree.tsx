import { useEffect, useState } from 'react';
import type { ContentStage } from '../../../core/content/services.ts';
import type { NavigationItemView } from '../../../core/model/view.ts';
import { type EditorNavigation, fetchNavigation, SignedOut } from './editor-api.ts';
import type { EditorLabels } from './labels.ts';

/** Props of {@link NavigationTree}. */
export interface NavigationTreeProps {
  siteId: string;
  language: string;
  stage: ContentStage;
  labels: EditorLabels;
  /** The page previewed now, marked in the tree; null for none. */
  selectedPageId: string | null;
  onPreview(page: { pageId: string; title: string }): void;
  onSignedOut(): void;
}

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; navigation: EditorNavigation };

/**
 * The site's navigation tree as editors see it (customer-area §7 `/api/site-navigation/editor`, §5
 * "hidden items show only in the editor"), in the chosen stage: the header's items, then each footer
 * section, nested as in the CMS; a hidden item is marked "hidden"; an item linking a page offers
 * "Preview draft" (and a link to the published page when it has a URL).
 */
export function NavigationTree(props: NavigationTreeProps) {
  const { siteId, language, stage, labels, onSignedOut } = props;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setLoad({ state: 'loading' });
    fetchNavigation({ siteId, language, stage }).then(
      (navigation) => {
        if (!cancelled) setLoad({ state: 'loaded', navigation });
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
  }, [siteId, language, stage, onSignedOut]);

  return (
    <nav
      className="sf-editor-tree"
      aria-labelledby="sf-editor-tree-heading"
      aria-busy={load.state === 'loading'}
    >
      <h2 id="sf-editor-tree-heading" className="sf-editor__heading">
        {labels['navigation.heading']}
      </h2>
      {load.state === 'loading' ? <p role="status">{labels['navigation.loading']}</p> : null}
      {load.state === 'failed' ? (
        <p className="sf-editor__problem" role="alert">
          {labels['navigation.failed']} {load.message}
        </p>
      ) : null}
      {load.state === 'loaded' ? <TreeSections navigation={load.navigation} {...props} /> : null}
    </nav>
  );
}

function TreeSections(props: NavigationTreeProps & { navigation: EditorNavigation }) {
  const { navigation, labels } = props;
  const sections = [
    { title: labels['navigation.header'], items: navigation.header.items },
    ...navigation.footer.sections.map((section) => ({
      title: `${labels['navigation.footer']}: ${section.title}`,
      items: section.items,
    })),
  ].filter((section) => section.items.length > 0);
  if (sections.length === 0) return <p>{labels['navigation.empty']}</p>;
  return (
    <>
      {sections.map((section) => (
        <section key={section.title} className="sf-editor-tree__section">
          <h3 className="sf-editor-tree__section-title">{section.title}</h3>
          <TreeItems items={section.items} {...props} />
        </section>
      ))}
    </>
  );
}

function TreeItems(props: NavigationTreeProps & { items: NavigationItemView[] }) {
  const { items, labels, selectedPageId, onPreview } = props;
  return (
    <ul className="sf-editor-tree__items">
      {items.map((item, index) => {
        const selected = item.pageId !== null && item.pageId === selectedPageId;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: titles and pages repeat among siblings; the list is never reordered.
            key={`${index}:${item.title}`}
            className={
              item.hidden ? 'sf-editor-tree__item sf-editor-tree__item--hidden' : 'sf-editor-tree__item'
            }
            data-page-id={item.pageId ?? undefined}
          >
            <div className="sf-editor-tree__row">
              <span className="sf-editor-tree__title" aria-current={selected ? 'page' : undefined}>
                {item.title}
              </span>
              {item.hidden ? (
                <span className="sf-editor-tree__badge">{labels['navigation.hidden']}</span>
              ) : null}
              <span className="sf-editor-tree__actions">
                {item.pageId ? (
                  <button
                    type="button"
                    className="sf-editor__link-button"
                    onClick={() => onPreview({ pageId: item.pageId!, title: item.title })}
                  >
                    {labels['page.previewDraft']}
                    <span className="sf-sr-only">: {item.title}</span>
                  </button>
                ) : (
                  <span className="sf-editor-tree__muted">{labels['navigation.noPage']}</span>
                )}
                {item.url && item.kind === 'route' ? (
                  <a className="sf-editor-tree__link" href={item.url} target="_blank" rel="noopener">
                    {labels['page.viewPublished']}
                    <span className="sf-sr-only">: {item.title}</span>
                  </a>
                ) : null}
              </span>
            </div>
            {item.items.length > 0 ? <TreeItems {...props} items={item.items} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
