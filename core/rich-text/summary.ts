import type { Nodes, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describeText } from '../text/description.ts';

/** What a page's head takes from its rich text. */
export interface RichTextSummary {
  /** The description made from the body's paragraphs ({@link describeText}), or null when it has none. */
  description: string | null;
  /** URL of the body's first image, or null. */
  image: string | null;
}

const parser = unified().use(remarkParse).freeze();

/** Blocks whose text is not prose a description should quote. */
const SKIPPED = new Set(['heading', 'list', 'code', 'html', 'table', 'definition', 'footnoteDefinition']);

/**
 * Summarises CMS rich text (Markdown) for a page's head: the plain text of its paragraphs (headings,
 * lists, code, raw HTML, tables and paragraphs of links alone left out; link texts kept, URLs dropped)
 * made into a meta
 * description, and its first image (anywhere in the body) for Open Graph.
 *
 * @param markdown the body as the content service sends it; null or '' gives an empty summary.
 * @param input.language BCP 47 tag of the text, for sentence boundaries.
 * @param input.maxLength longest description in characters; default 160.
 */
export function summarizeRichText(
  markdown: string | null,
  input: { language: string; maxLength?: number },
): RichTextSummary {
  if (!markdown) return { description: null, image: null };
  const tree = parser.parse(markdown) as Root;
  const blocks: string[] = [];
  const textOf = (node: Nodes): string => {
    if (node.type === 'text' || node.type === 'inlineCode') return node.value;
    if (node.type === 'break') return ' ';
    if ('children' in node) return node.children.map((child) => textOf(child as Nodes)).join('');
    return '';
  };
  const visit = (node: Nodes) => {
    if (SKIPPED.has(node.type)) return;
    if (node.type === 'paragraph') {
      // A paragraph of links alone ('Read more') is navigation, not prose.
      if (node.children.every((child) => child.type === 'link' || isBlank(child))) return;
      const text = textOf(node).trim();
      if (text !== '') blocks.push(text);
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return {
    image: firstImage(tree),
    description: describeText({
      text: blocks.join(' '),
      language: input.language,
      maxLength: input.maxLength,
    }),
  };
}

/** URL of the first image of the tree, depth first, or null. */
function firstImage(node: Nodes): string | null {
  if (node.type === 'image') return node.url || null;
  if (!('children' in node)) return null;
  for (const child of node.children) {
    const found = firstImage(child as Nodes);
    if (found) return found;
  }
  return null;
}

/** Whether a phrasing node is whitespace only (between two links). */
function isBlank(node: Nodes): boolean {
  return (node.type === 'text' && node.value.trim() === '') || node.type === 'break';
}
