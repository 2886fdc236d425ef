/**
 * Reading the search API's highlighted titles (customer-area §5: "query words highlighted", safe
 * markup): escaped text in which only `<mark>` and `</mark>` are markup. The islands render the
 * parts as text and `<mark>` elements, never as HTML, so nothing in a title can become markup in the page.
 *
 * Home-made on purpose: the grammar is two literal tags and the five character references an HTML escaper
 * writes (plus numeric ones); an HTML parser in the browser bundle would accept far more than this must.
 */

/** One run of a highlighted title: its text (references decoded) and whether it is highlighted. */
export interface HighlightPart {
  text: string;
  mark: boolean;
}

const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g;
const TAG = /<(\/?)mark>/g;

/**
 * Splits a highlighted title into runs.
 *
 * @param highlighted escaped text with `<mark>…</mark>` around matches (`Wire &amp; <mark>cable</mark>`).
 * @returns the runs in order (empty runs left out), or null when the text is not of that form: any other
 *   `<` or `>`, a nested, unopened or unclosed `<mark>`. The caller then shows the plain title.
 * @example highlightParts('Wire &amp; <mark>cable</mark>')
 *   // [{ text: 'Wire & ', mark: false }, { text: 'cable', mark: true }]
 */
export function highlightParts(highlighted: string): HighlightPart[] | null {
  const parts: HighlightPart[] = [];
  let mark = false;
  let last = 0;
  const push = (raw: string) => {
    if (/[<>]/.test(raw)) throw new SyntaxError('markup other than <mark>');
    const text = decodeReferences(raw);
    if (text !== '') parts.push({ text, mark });
  };
  try {
    for (const match of highlighted.matchAll(TAG)) {
      push(highlighted.slice(last, match.index));
      const closing = match[1] === '/';
      if (closing !== mark) return null;
      mark = !closing;
      last = match.index + match[0].length;
    }
    push(highlighted.slice(last));
  } catch {
    return null;
  }
  return mark ? null : parts;
}

/**
 * Decodes the character references an HTML escaper writes: `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` and
 * numeric ones (`&#39;`, `&#x27;`). Any other `&…;` stays as written; a numeric reference outside
 * Unicode's range becomes U+FFFD.
 */
export function decodeReferences(text: string): string {
  return text.replace(REFERENCE, (reference, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined)
      return Object.hasOwn(NAMED_REFERENCES, name) ? NAMED_REFERENCES[name]! : reference;
    const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      ? String.fromCodePoint(code)
      : '\uFFFD';
  });
}
