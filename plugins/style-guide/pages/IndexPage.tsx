import { STYLE_GUIDE_INDEX, STYLE_GUIDE_PAGES, styleGuideHref } from '../pages.ts';

/** The style guide's start page: a link and a line per page. */
export function IndexPage() {
  return (
    <>
      <p>{STYLE_GUIDE_INDEX.summary}</p>
      <ul className="sf-style-guide__index">
        {STYLE_GUIDE_PAGES.map((page) => (
          <li key={page.path}>
            <a href={styleGuideHref(page.path)}>{page.title}</a> — {page.summary}
          </li>
        ))}
      </ul>
    </>
  );
}
