import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser.ts';
import { EDITOR_TEST_KEYS, type EditorRuntime, startEditorRuntime } from '../helpers/editor-runtime.ts';

/*
 * The editor area in Chromium: an editor signs in with a wrong then the right
 * password, reads the navigation tree, previews a draft that visitors get 404 for, starts and resets a
 * translation, and publishes an edited page while a visitor's open tab of it reloads with the new text.
 * One runtime for the file (main site, English) with the real rebuild queue; the tests run in order and
 * share the signed-in editor's browser context.
 */

/** The sandbox's draft-only page (sandbox/dataset/draft-pages.ts): below company, in no navigation. */
const DRAFT_PAGE = {
  path: 'company/draft-preview-demo',
  title: 'Draft preview: the cable-ready assembly line (unpublished)',
};
/** A published page the last test edits in the CMS, then publishes from the editor area. */
const EDITED_PAGE = { id: 'page-main-company-history', path: 'company/history' };

/** How long a UI change after a server call may take to show. */
const POLL = { timeout: 10_000 };

let runtime: EditorRuntime;
let browser: Browser;
let editorContext: BrowserContext;
let editor: Page;

beforeAll(async () => {
  [runtime, browser] = await Promise.all([startEditorRuntime(), launchChromium()]);
  editorContext = await browser.newContext();
  editor = await editorContext.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await runtime?.close();
});

/** Axe's WCAG 2.1 A and AA findings on the page, as `rule: target — help` lines (empty when none). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${violation.help}`),
  );
}

describe('the editor area', () => {
  it('shows the wrong-password message, then lets the editor in with the right password', async () => {
    await editor.goto(`${runtime.baseUrl}/en/editor`);
    // The area holds the editor's cookie: no tag script is ever loaded there (docs/security.md rule 4).
    expect(await editor.locator('script[data-sf-tag]').count()).toBe(0);
    const password = editor.getByLabel('Editor password');
    await password.fill('not-the-password');
    await editor.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => editor.getByRole('alert').textContent(), POLL)
      .toBe('The password is not correct.');
    expect(await password.getAttribute('aria-invalid')).toBe('true');

    await password.fill(EDITOR_TEST_KEYS.password);
    await editor.getByRole('button', { name: 'Sign in' }).click();
    await editor.getByRole('heading', { name: 'Site navigation' }).waitFor();
    // The sign-in survives a reload: the HttpOnly cookie is checked against the server on load.
    await editor.reload();
    await editor.getByRole('heading', { name: 'Site navigation' }).waitFor();
    expect(await editor.getByLabel('Editor password').count()).toBe(0);
  });

  it('shows the navigation tree with its hidden item marked, in the published stage by default', async () => {
    const tree = editor.getByRole('navigation', { name: 'Site navigation' });
    const hidden = tree.locator('.sf-editor-tree__item--hidden').first();
    await hidden.waitFor();
    expect(await hidden.locator('.sf-editor-tree__badge').first().textContent()).toBe('hidden');
    expect(await editor.getByRole('radio', { name: 'Published' }).isChecked()).toBe(true);
    await editor.getByRole('radio', { name: 'Draft' }).check();
    await tree.locator('.sf-editor-tree__item').first().waitFor();
    expect(await tree.getByRole('button', { name: /^Preview draft/ }).count()).toBeGreaterThan(0);
  });

  it('previews a draft-only page under a draft banner, while visitors get 404 for it', async () => {
    await editor.getByLabel('Page path').fill(DRAFT_PAGE.path);
    await editor.getByRole('button', { name: 'Preview draft', exact: true }).click();
    const preview = editor.locator('.sf-editor-preview');
    await preview.getByRole('heading', { name: 'Draft preview', exact: true }).waitFor();
    await preview.getByRole('heading', { name: DRAFT_PAGE.title }).waitFor();
    expect(await preview.textContent()).toContain('Not published: visitors get a 404 for this page.');

    const visitor = await browser.newContext();
    const response = await (await visitor.newPage()).goto(`${runtime.baseUrl}/en/${DRAFT_PAGE.path}`);
    expect(response?.status()).toBe(404);
    await visitor.close();
  });

  it('starts and resets the translation of the previewed page, showing the page-level state', async () => {
    const panel = editor.locator('.sf-editor-translation');
    const pageState = panel.locator('[data-translation-state]');
    await pageState.waitFor();
    expect(await panel.textContent()).toContain('Source language');

    await panel.getByRole('button', { name: 'Reset translation' }).click();
    await expect
      .poll(() => pageState.getAttribute('data-translation-state'), POLL)
      .toBe('MarkedForTranslation');
    expect(await pageState.textContent()).toBe('Marked for translation');

    await panel.getByRole('button', { name: 'Start translation' }).click();
    await expect.poll(() => pageState.getAttribute('data-translation-state'), POLL).toBe('InProgress');
    expect(await pageState.textContent()).toBe('In progress');
    expect(await panel.locator('tr[data-language="fr"]').textContent()).toContain('In progress');

    await panel.getByRole('button', { name: 'Reset translation' }).click();
    await expect
      .poll(() => pageState.getAttribute('data-translation-state'), POLL)
      .toBe('MarkedForTranslation');
  });

  it("under a site slug, shows that site's navigation and rebuilds that site", async () => {
    const page = await editorContext.newPage();
    await page.goto(`${runtime.baseUrl}/en/productronica/editor`);
    // The editor cookie is the same for every site of the fleet.
    const tree = page.getByRole('navigation', { name: 'Site navigation' });
    await tree.locator('.sf-editor-tree__item').first().waitFor();
    expect(
      await tree
        .getByRole('link', { name: /^View published/ })
        .first()
        .getAttribute('href'),
    ).toMatch(/^\/en\/productronica(\/|$)/);
    expect(await page.locator('.sf-editor-rebuild').textContent()).toContain('Rebuilds Productronica');
    await page.close();
  });

  it('meets WCAG 2.1 AA as far as axe-core can tell, signed in with a preview open', async () => {
    expect(await violations(editor)).toEqual([]);
  });

  it("publishes an edited page and rebuilds the site: the visitor's open tab reloads with the new text", async () => {
    const newText = `Edited in the CMS at ${Date.now()}: the history now starts in 1963.`;
    await runtime.cms(
      `mutation edit($id: ID!, $body: String!) { updatePage(where: { id: $id }, data: { body: $body }) { id } }`,
      { id: EDITED_PAGE.id, body: newText },
    );

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${runtime.baseUrl}/en/${EDITED_PAGE.path}`);
    expect(await visitor.locator('main').textContent()).not.toContain(newText);

    // The editor previews the page: the draft already has the new text; publishing goes live.
    await editor.getByLabel('Page path').fill(EDITED_PAGE.path);
    await editor.getByRole('button', { name: 'Preview draft', exact: true }).click();
    await editor.locator('.sf-editor-preview').getByText(newText).waitFor();

    const started = Date.now();
    await editor.getByRole('button', { name: 'Publish and rebuild this site' }).click();
    await visitor.getByText(newText).waitFor({ timeout: 60_000 });
    const tookMs = Date.now() - started;
    console.info(`Publish → visitor's tab showing the new text: ${tookMs} ms`);

    const status = editor.locator('.sf-editor-rebuild__status');
    await expect.poll(() => status.getAttribute('data-rebuild-state'), { timeout: 30_000 }).toBe('succeeded');
    expect(await status.textContent()).toMatch(/^Done: \d+ of \d+ pages re-rendered in [\d.]+ s\.$/);
    await visitorContext.close();
  }, 90_000);
});
