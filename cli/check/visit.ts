import AxeBuilder from '@axe-core/playwright';
import PQueue from 'p-queue';
import type { Browser, Page, Request } from 'playwright-core';
import type { PageBytes } from './bytes.ts';
import type { CheckProblem } from './report.ts';

/** axe-core's tags for WCAG 2.2 level A and AA (2.0 and 2.1 rules included, as WCAG 2.2 contains them). */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A page has settled when no request but its event streams has been open for this long (ms). */
const QUIET_MS = 500;
/** The longest a page is waited for after its load event (ms): a page that keeps loading is taken as it is. */
const SETTLE_LIMIT_MS = 10_000;

/**
 * Pages open at once, each in its own browser context: most of a visit is waiting (for the runtime, the
 * quiet network, axe's round trips), so a few tabs keep Chromium's processes busy on two cores too.
 */
export const VISIT_CONCURRENCY = 4;

/** Targets named per violation in a problem line; the JSON report's count says how many there were. */
const TARGETS_SHOWN = 3;

/** A page to visit: its site, the URL path reports name, the absolute URL it is visited at. */
export interface VisitedPage {
  site: string;
  url: string;
  visit: string;
}

/** What one pass over the pages found. */
export interface VisitResult {
  /** axe-core's findings (empty without `axe`), and pages the runtime did not answer with 2xx. */
  problems: CheckProblem[];
  /** Bytes per page answered (empty without `measure`), in the order visited. */
  bytes: { page: VisitedPage; bytes: PageBytes }[];
}

/**
 * The pages in Chromium, each in a fresh browser context, {@link VISIT_CONCURRENCY} at a time: loaded, then given until no request (event
 * streams aside) has been open for {@link QUIET_MS}, at most {@link SETTLE_LIMIT_MS}, for the islands to load and hydrate;
 * then with `axe` the accessibility check, axe-core with the WCAG 2.2 A and AA rules
 * ({@link WCAG_22_AA_TAGS}), a problem per rule violated on a page naming the first elements; with
 * `measure` the JavaScript and CSS the page loaded until then, uncompressed (each script and stylesheet
 * response's body, and the inline scripts and styles in the document). A page the runtime does not
 * answer with 2xx is a problem and is neither audited nor measured: an error page's findings are not the
 * page's.
 * @param input.onPage progress, when a page's visit starts.
 * @returns problems and bytes in the order of `input.pages`.
 * @throws a navigation error (the page does not load) or an axe failure.
 */
export async function visitPages(input: {
  browser: Browser;
  pages: readonly VisitedPage[];
  axe: boolean;
  measure: boolean;
  onPage?: (index: number, url: string) => void;
}): Promise<VisitResult> {
  // Per page, so that the report lists them in the order given whatever order the tabs finish in.
  const found: { problems: CheckProblem[]; bytes?: PageBytes }[] = [];
  const queue = new PQueue({ concurrency: VISIT_CONCURRENCY });
  try {
    await queue.addAll(
      input.pages.map((page, index) => async () => {
        input.onPage?.(index, page.url);
        found[index] = await visitPage(input, page);
      }),
    );
  } catch (error) {
    // The other tabs finish before the caller closes the browser under them.
    queue.clear();
    await queue.onIdle();
    throw error;
  }
  return {
    problems: found.flatMap((entry) => entry.problems),
    bytes: input.pages.flatMap((page, index) => {
      const bytes = found[index]?.bytes;
      return bytes ? [{ page, bytes }] : [];
    }),
  };
}

/** One page of {@link visitPages} in a fresh browser context. */
async function visitPage(
  input: { browser: Browser; axe: boolean; measure: boolean },
  page: VisitedPage,
): Promise<{ problems: CheckProblem[]; bytes?: PageBytes }> {
  const context = await input.browser.newContext();
  try {
    const tab = await context.newPage();
    const settled = trackRequests(tab);
    const loaded = input.measure ? recordResponses(tab) : null;
    const response = await tab.goto(page.visit, { waitUntil: 'load' });
    const status = response?.status() ?? 0;
    if (status < 200 || status >= 300) {
      return {
        problems: [
          { site: page.site, page: page.url, message: `not checked: ${page.visit} answered ${status}` },
        ],
      };
    }
    await settled();
    const bytes = loaded ? await loaded() : undefined;
    const problems = input.axe ? await axeProblems(tab, page) : [];
    return bytes ? { problems, bytes } : { problems };
  } finally {
    await context.close();
  }
}

/**
 * Starts counting the tab's open requests, event streams aside (the build-event stream stays open, so
 * the network never goes idle); the function returned resolves once none has been open for
 * {@link QUIET_MS}, or after {@link SETTLE_LIMIT_MS}: the islands' code has then loaded.
 */
function trackRequests(tab: Page): () => Promise<void> {
  let open = 0;
  let changed = performance.now();
  const counts = (request: Request) => request.resourceType() !== 'eventsource';
  tab.on('request', (request) => {
    if (!counts(request)) return;
    open += 1;
    changed = performance.now();
  });
  const ended = (request: Request) => {
    if (!counts(request)) return;
    open -= 1;
    changed = performance.now();
  };
  tab.on('requestfinished', ended);
  tab.on('requestfailed', ended);
  return async () => {
    const limit = performance.now() + SETTLE_LIMIT_MS;
    while (performance.now() < limit) {
      if (open <= 0 && performance.now() - changed >= QUIET_MS) return;
      await tab.waitForTimeout(100);
    }
  };
}

/** axe-core's violations on the loaded page, one problem per rule. */
async function axeProblems(tab: Page, page: VisitedPage): Promise<CheckProblem[]> {
  const results = await new AxeBuilder({ page: tab }).withTags(WCAG_22_AA_TAGS).analyze();
  return results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' '));
    const shown = targets.slice(0, TARGETS_SHOWN).join(', ');
    const more = targets.length > TARGETS_SHOWN ? `, … ${targets.length - TARGETS_SHOWN} more` : '';
    return {
      site: page.site,
      page: page.url,
      message: `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} (${targets.length} element${targets.length === 1 ? '' : 's'}: ${shown}${more})`,
    };
  });
}

/**
 * Starts recording the tab's script and stylesheet responses; the function returned sums their bodies
 * and the document's inline scripts (code types only) and styles.
 */
function recordResponses(tab: Page): () => Promise<PageBytes> {
  const bodies: Promise<{ kind: 'javascript' | 'css'; bytes: number }>[] = [];
  tab.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const kind = type === 'script' ? 'javascript' : 'css';
    // A redirect or an aborted request has no body: nothing was loaded.
    bodies.push(
      response.body().then(
        (body) => ({ kind, bytes: body.length }),
        () => ({ kind, bytes: 0 }),
      ),
    );
  });
  return async () => {
    // No functions declared inside: the page gets this function's source, without the helpers a
    // TypeScript loader may add around named functions.
    const inline = await tab.evaluate(() => {
      const code = new Set(['', 'module', 'text/javascript', 'application/javascript']);
      const encoder = new TextEncoder();
      let javascript = 0;
      let css = 0;
      for (const script of document.querySelectorAll('script:not([src])')) {
        if (!code.has((script.getAttribute('type') ?? '').toLowerCase())) continue;
        javascript += encoder.encode(script.textContent ?? '').length;
      }
      for (const style of document.querySelectorAll('style')) {
        css += encoder.encode(style.textContent ?? '').length;
      }
      return { javascript, css };
    });
    const bytes: PageBytes = { ...inline, unmeasured: [] };
    for (const { kind, bytes: size } of await Promise.all(bodies)) bytes[kind] += size;
    return bytes;
  };
}
