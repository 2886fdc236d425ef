/**
 * Markdown rich text from the content service, turned into sanitized HTML at build time.
 * Raw HTML inside the Markdown never passes through: remark-rehype drops it and rehype-sanitize (GitHub
 * schema) removes event handlers, `javascript:` URLs and unknown elements.
 */
import type { Element, Root, RootContent } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';

/** Options of {@link renderRichText}. */
export interface RichTextOptions {
  /**
   * Rewrites the `href` of every link after sanitizing, e.g. to localize site-relative links
   * (public-site §2 localized links). Return the href unchanged to keep it.
   */
  rewriteHref?: (href: string) => string;
}

/** rehype plugin: applies `file.data.rewriteHref` to every `<a href>`. */
function rehypeRewriteLinks() {
  return (tree: Root, file: VFile) => {
    const rewrite = (file.data as RichTextOptions).rewriteHref;
    if (!rewrite) return;
    const visit = (node: Root | RootContent) => {
      if (node.type === 'element' && node.tagName === 'a') {
        const href = (node as Element).properties.href;
        if (typeof href === 'string') node.properties.href = rewrite(href);
      }
      if ('children' in node) for (const child of node.children) visit(child);
    };
    visit(tree);
  };
}

// Built once and frozen: every call reuses the same pipeline.
const processor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeRewriteLinks)
  .use(rehypeStringify)
  .freeze();

/**
 * Renders Markdown to sanitized HTML, safe to inject with `dangerouslySetInnerHTML`.
 *
 * @param markdown CommonMark source; raw HTML in it is dropped.
 * @returns an HTML fragment (no wrapper element); empty string for empty input.
 */
export function renderRichText(markdown: string, options: RichTextOptions = {}): string {
  const file = new VFile({ value: markdown, data: { ...options } });
  return String(processor.processSync(file));
}
