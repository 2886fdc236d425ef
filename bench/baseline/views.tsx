import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/** A link of the header navigation or of a page's list: its text and its URL. */
export interface LinkView {
  title: string;
  href: string;
}

/** What every page of a locale shares: its language tag and the site's header navigation. */
export interface LayoutView {
  lang: string;
  navigation: LinkView[];
}

/**
 * The baseline's whole document: `<!DOCTYPE html>` and React `renderToString` of a minimal layout (the
 * title in `<head>`, the header navigation, the page's `<h1>` and its main content).
 *
 * @param input.layout the locale's layout.
 * @param input.title the page title (also the browser title).
 * @param input.main the page's content below its title.
 * @returns the HTML document.
 */
export function renderDocument({
  layout,
  title,
  main,
}: {
  layout: LayoutView;
  title: string;
  main: ReactNode;
}): string {
  return `<!DOCTYPE html>${renderToString(
    <html lang={layout.lang}>
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body>
        <header>
          <nav>
            {layout.navigation.map((link, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rendered once to a string; the list is never reordered.
              <a key={index} href={link.href}>
                {link.title}
              </a>
            ))}
          </nav>
        </header>
        <main>
          <h1>{title}</h1>
          {main}
        </main>
      </body>
    </html>,
  )}`;
}

/** Sanitized HTML of a rich-text body (core/rich-text `renderRichText`). */
export function RichText({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by renderRichText, as in the build
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A list of links, each with an optional note after it (a date, a count). */
export function LinkList({ links }: { links: (LinkView & { note?: string })[] }) {
  return (
    <ul>
      {links.map((link, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rendered once to a string; the list is never reordered.
        <li key={index}>
          <a href={link.href}>{link.title}</a>
          {link.note && ` ${link.note}`}
        </li>
      ))}
    </ul>
  );
}

/** A table with a header row; cells are plain text. */
export function Table({ caption, head, rows }: { caption?: string; head: string[]; rows: string[][] }) {
  return (
    <table>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {head.map((cell, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rendered once to a string; the list is never reordered.
            <th key={index}>{cell}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rendered once to a string; the list is never reordered.
          <tr key={index}>
            {row.map((cell, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rendered once to a string; the list is never reordered.
              <td key={column}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A story: lead text, image, body and the names of its contacts. */
export function StoryView(props: {
  lead: string;
  image: { src: string; alt: string } | null;
  html: string;
  contacts: LinkView[];
}) {
  return (
    <article>
      <p>{props.lead}</p>
      {props.image && <img src={props.image.src} alt={props.image.alt} />}
      <RichText html={props.html} />
      <LinkList links={props.contacts} />
    </article>
  );
}

/** A media release: its date, lead text and body. */
export function ReleaseView(props: { date: string; lead: string; html: string }) {
  return (
    <article>
      <time dateTime={props.date}>{props.date}</time>
      <p>{props.lead}</p>
      <RichText html={props.html} />
    </article>
  );
}

/** A product: its descriptions and the table of its specifications. */
export function ProductView(props: {
  description: string;
  details: string | null;
  specifications: { head: string[]; rows: string[][] };
}) {
  return (
    <article>
      <p>{props.description}</p>
      {props.details && <p>{props.details}</p>}
      <Table head={props.specifications.head} rows={props.specifications.rows} />
    </article>
  );
}

/** A page with an introduction and a list of links (an overview, a classification, a contact). */
export function ListView({
  intro,
  links,
}: {
  intro?: string | null;
  links: (LinkView & { note?: string })[];
}) {
  return (
    <>
      {intro && <p>{intro}</p>}
      <LinkList links={links} />
    </>
  );
}
