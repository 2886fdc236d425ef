import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices } from '../../cli/services.ts';
import { projectConfigSchema } from '../../config/project-schema.ts';
import { silentLogger } from '../../core/logger.ts';
import { readBuiltSites } from '../../core/pipeline/manifest.ts';
import { openFormsDatabase } from '../../plugins/forms/store/database.ts';
import { findEntry } from '../../plugins/forms/store/submissions.ts';
import { createRuntimeApp } from '../../runtime/server/app.ts';
import { createRuntimeContext } from '../../runtime/server/context.ts';
import { listen } from '../../runtime/server/listen.ts';
import { launchChromium } from '../helpers/browser.ts';
import { buildDemo } from '../helpers/build-demo.ts';
import { demoPlugins } from '../helpers/demo-plugins.ts';
import { TEST_EDITOR } from '../helpers/public-runtime.ts';

/*
 * The public forms in Chromium (submit the service request with an image upload
 * and see the confirmation; submit empty and see every message; a 101 MB upload refused), placed by the
 * CMS as form modules (docs/features.md "Form islands and the form module").
 */

let browser: Browser;
let baseUrl: string;
let out: string;
let close: () => Promise<void>;
let files: string;

/** A 1×1 PNG: an image by its content, as the server checks it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

beforeAll(async () => {
  files = await mkdtemp(path.join(tmpdir(), 'sitefleet-forms-'));
  ({ out } = await buildDemo({ site: ['main'], locale: ['en'] }));
  const logger = silentLogger();
  const services = await startServices({ config: projectConfigSchema.parse({}), logger });
  // The forms' store in a folder of its own (cli/plugin-settings.ts hands `preview` the same shape).
  const context = await createRuntimeContext({
    outDir: out,
    logger,
    endpoints: services.endpoints,
    editor: TEST_EDITOR,
    settings: { forms: { dataDir: path.join(files, 'store') } },
  });
  const server = await listen({
    app: createRuntimeApp({ plugins: await demoPlugins(), context }).app,
    port: 0,
    host: '127.0.0.1',
  });
  baseUrl = server.url;
  close = async () => {
    await server.close();
    await services.close();
  };
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await close?.();
  if (files) await rm(files, { recursive: true, force: true });
});

/** Opens a form page and waits for the form island to render. */
async function openForm(pathname: string): Promise<Page> {
  // A page of its own context: its own cookies, and axe-core can open its helper pages there.
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${baseUrl}${pathname}`);
  // A form module below the fold renders once it is scrolled near (runtime/client/hydrate.ts).
  await page.locator('.sf-module--form').first().scrollIntoViewIfNeeded();
  await page.locator('form.sf-form').waitFor();
  return page;
}

/** Fills the service request's required fields. */
async function fillServiceRequest(page: Page) {
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Muster');
  await page.getByLabel('E-mail').fill('ana@example.com');
  await page.getByLabel('Company', { exact: true }).fill('Wire Works AG');
  await page.getByLabel('Address', { exact: true }).fill('Hauptstrasse 1');
  await page.getByLabel('City', { exact: true }).fill('Zug');
  await page.getByLabel('State or region', { exact: true }).fill('ZG');
  await page.getByLabel('ZIP code', { exact: true }).fill('6300');
  await page.getByLabel('Country', { exact: true }).selectOption('CH');
  await page.getByLabel('Requested service').selectOption('repair');
  await page.getByLabel('Subject').fill('Crimp height drifts');
  await page.getByLabel('Description').fill('The crimp height drifts by 0.05 mm after an hour.');
  await page.getByLabel('Machine name').fill('Alpha 550');
  await page.getByLabel('Serial number').fill('SN-12345');
}

describe('service request (public-site §3, §5, §9)', () => {
  it('sends with an image attached, showing progress and the loading button, then confirms', async () => {
    const page = await openForm('/en/service-request');
    expect(await page.locator('.sf-form__promise').textContent()).toBe(
      'We will answer your request within 24 hours.',
    );
    await fillServiceRequest(page);
    await page
      .getByLabel(/^Attachments/)
      .setInputFiles({ name: 'crimp.png', mimeType: 'image/png', buffer: PNG });

    // Hold the submission until the loading state has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/forms/service-request', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send' }).click();
    const button = page.locator('form.sf-form button[type="submit"]');
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Upload progress').waitFor();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/forms/service-request'));
    release();
    const { id } = (await (await answer).json()) as { id: string };
    expect((await answer).status()).toBe(201);
    // The image arrived whole, in the submission's uploads folder.
    const folder = path.join(files, 'store', 'uploads', id);
    const stored = await readdir(folder);
    expect(stored).toHaveLength(1);
    expect(await readFile(path.join(folder, stored[0]!))).toEqual(PNG);
    // The submission names the site the visitor was on (its destinations are that site's).
    const store = await openFormsDatabase({ file: path.join(files, 'store', 'submissions.sqlite') });
    try {
      expect((await findEntry({ store, id }))?.submission.site).toBe('main');
    } finally {
      await store.close();
    }

    const confirmation = page.locator('main').getByRole('status');
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain('Thank you! Your request has been sent.');
    expect(await confirmation.textContent()).toContain('We will answer your request within 24 hours.');
    expect(await page.locator('form.sf-form').count()).toBe(0);
    await page.close();
  });

  it('submitted empty, shows every message under its field, in a summary, and focuses the first field', async () => {
    const page = await openForm('/en/service-request');
    await page.getByRole('button', { name: 'Send' }).click();
    const summary = page
      .locator('main')
      .getByRole('alert')
      .filter({ hasText: 'Please correct the following:' });
    await summary.waitFor();
    const expected = {
      'First name': 'Please enter a valid value.',
      'Last name': 'Please enter a valid value.',
      'E-mail': 'Please enter your email',
      Company: 'Please enter a valid value.',
      Address: 'Please enter a valid value.',
      City: 'Please enter a valid value.',
      'State or region': 'Please enter a valid value.',
      'ZIP code': 'Please enter a valid value.',
      Country: 'Please select your country',
      'Requested service': 'Please select a requested service',
      Subject: 'Please enter a valid value.',
      Description: 'Please enter a valid value.',
      'Machine name': 'Please enter a valid value.',
      'Serial number': 'Please enter a valid value.',
    };
    expect(await summary.locator('li').allTextContents()).toEqual(
      Object.entries(expected).map(([label, message]) => `${label}: ${message}`),
    );
    for (const [label, message] of Object.entries(expected)) {
      const field = page.getByLabel(label, { exact: true });
      expect(await field.getAttribute('aria-invalid'), label).toBe('true');
      const described = await field.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${described}"]`).textContent(), label).toBe(message);
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');

    // The case ID appears with the existing-case flag and has its own message.
    expect(await page.getByLabel('Case ID').count()).toBe(0);
    await page.getByLabel('My request refers to an existing case').check();
    await page.getByLabel('Case ID').focus();
    await page.getByLabel('Case ID').blur();
    expect(await page.locator('#sf-form-service-request-caseId-message').textContent()).toBe(
      'Please enter a case ID',
    );
    // The return address appears when the same-address toggle is off.
    expect(await page.getByLabel('Address', { exact: true }).count()).toBe(1);
    await page.getByLabel('The return address is the same as the contact address').uncheck();
    expect(await page.getByLabel('Address', { exact: true }).count()).toBe(2);

    // A field fixed on blur loses its message.
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('First name').blur();
    await expect.poll(() => page.getByLabel('First name').getAttribute('aria-invalid')).toBeNull();
    await page.close();
  });

  it('refuses a 101 MB upload before sending anything', async () => {
    const big = path.join(files, 'inspection.mp4');
    await writeFile(big, '');
    await truncate(big, 101 * 1024 * 1024);
    const page = await openForm('/en/service-request');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/forms/service-request')) sent.push(request.url());
    });
    await fillServiceRequest(page);
    await page.getByLabel(/^Attachments/).setInputFiles(big);
    const message = page.locator('#sf-form-service-request-attachments-message');
    await expect.poll(() => message.textContent()).toBe('This file is too large: the maximum is 100 MB.');
    await page.getByRole('button', { name: 'Send' }).click();
    expect(
      await page.locator('main').getByRole('alert').filter({ hasText: 'Attachments' }).textContent(),
    ).toContain('This file is too large: the maximum is 100 MB.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('attachments');
    expect(sent).toEqual([]);
    await page.close();
  });

  it('on a failure shows the §8 message and keeps what the visitor typed', async () => {
    const page = await openForm('/en/service-request');
    await fillServiceRequest(page);
    await page.route('**/api/forms/service-request', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: '{"title":"Unavailable"}',
      }),
    );
    await page.getByRole('button', { name: 'Send' }).click();
    const problem = page.locator('main').getByRole('alert').filter({ hasText: 'Something went wrong' });
    await problem.waitFor();
    expect(await problem.textContent()).toBe(
      'Something went wrong. Please verify your input is correct and try again later.',
    );
    expect(await page.getByLabel('Subject').inputValue()).toBe('Crimp height drifts');
    expect(await page.getByLabel('Country', { exact: true }).inputValue()).toBe('CH');
    expect(await page.locator('form.sf-form button[type="submit"]').isDisabled()).toBe(false);
    await page.close();
  });

  it('on a failure of the server shows the longer apology with the support contact (public-site §8)', async () => {
    const page = await openForm('/en/service-request');
    await fillServiceRequest(page);
    await page.route('**/api/forms/service-request', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: JSON.stringify({ messageKey: 'failedApology', contact: 'service@machinery-group.test' }),
      }),
    );
    await page.getByRole('button', { name: 'Send' }).click();
    const problem = page.locator('main').getByRole('alert').filter({ hasText: 'technical problem' });
    await problem.waitFor();
    expect(await problem.textContent()).toBe(
      "We're sorry: your request could not be sent because of a technical problem. Your input has been kept. Please try again later, or contact our support team at service@machinery-group.test.",
    );
    const contact = problem.getByRole('link', { name: 'service@machinery-group.test' });
    expect(await contact.getAttribute('href')).toBe('mailto:service@machinery-group.test');
    expect(await page.getByLabel('Subject').inputValue()).toBe('Crimp height drifts');
    await page.close();
  });
});

describe('the other forms', () => {
  it('whitepaper download: links the whitepaper once sent', async () => {
    const page = await openForm('/en/whitepaper');
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Muster');
    await page.getByLabel('E-mail').fill('ana@example.com');
    await page.getByLabel('Company').fill('Wire Works AG');
    await page.getByLabel('Country').selectOption('DE');
    await page.getByRole('button', { name: 'Get the whitepaper' }).click();
    expect(await page.locator('#sf-form-whitepaper-download-consent-message').textContent()).toBe(
      'Please select the checkbox to continue.',
    );
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Get the whitepaper' }).click();
    const link = page.locator('main').getByRole('status').getByRole('link', { name: 'Download Whitepaper' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^\/file\/product-brochure/);
    await page.close();
  });

  it('story feedback: on every story page, in the page language, with the 24-hour promise', async () => {
    const main = (await readBuiltSites(out)).find(({ manifest }) => manifest.site.key === 'main')!.manifest;
    const story = main.pages.find(
      (page) => page.locale === 'en' && /^stories\/(?!contacts)[^/]+$/.test(page.path),
    )!;
    const page = await openForm(`/en/${story.path}`);
    expect(await page.locator('.sf-module--form h2').textContent()).toBe('Your feedback on this story');
    expect(await page.locator('.sf-form__promise').textContent()).toBe(
      'We will answer your request within 24 hours.',
    );
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await page.locator('main').getByRole('alert').locator('li').count()).toBe(5);
    await page.close();
  });
});

describe('form pages meet WCAG 2.1 AA as far as axe-core can tell', () => {
  const violations = async (page: Page) =>
    (
      await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    ).violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${violation.help}`),
    );

  it('the service request, as opened and with every message shown', async () => {
    const page = await openForm('/en/service-request');
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('The return address is the same as the contact address').uncheck();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('main').getByRole('alert').first().waitFor();
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});
