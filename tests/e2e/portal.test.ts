import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalRuntime, startPortalRuntime } from '../helpers/portal-runtime.ts';

let runtime: PortalRuntime;
let browser: Browser;
let baseUrl: string;
let issuer: string;

beforeAll(async () => {
  runtime = await startPortalRuntime();
  ({ browser, baseUrl, issuer } = runtime);
}, 120_000);

afterAll(async () => {
  await runtime?.close();
});

const waitForLoginPage = (page: Page) => runtime.waitForLoginPage(page);

/** Opens the portal in a fresh browser context, signs in as `username` and waits for the dashboard. */
async function signIn(username: string): Promise<Page> {
  const page = await runtime.signInAt(username, '/en/mykomax');
  await page.locator('.sf-portal__tile').first().waitFor();
  return page;
}

async function tileStatuses(page: Page): Promise<Record<string, string>> {
  const tiles = await page
    .locator('.sf-portal__tile')
    .evaluateAll((elements) =>
      elements.map((tile) => [tile.getAttribute('data-application'), tile.getAttribute('data-status')]),
    );
  return Object.fromEntries(tiles);
}

describe('portal sign-in in Chromium (customer-area §2, §4)', () => {
  it('sends a visitor to log in and shows the dashboard of their roles, with no code in the URL', async () => {
    const page = await signIn('customer.full');
    expect(page.url()).not.toContain('code=');
    expect(page.url()).not.toContain('state=');
    await expect(page.locator('.sf-portal__initials').textContent()).resolves.toBe('CF');
    expect(await tileStatuses(page)).toEqual({
      ticketing: 'active',
      assetDatabase: 'active',
      artemis: 'active',
      wireMaster: 'active',
      masterData: 'active',
      directService: 'active',
      campus: 'active',
      delegatedAdmin: 'unregistered',
    });
    const ticketing = page.locator('[data-application="ticketing"] a');
    await expect(ticketing.getAttribute('href')).resolves.toBe('/en/mykomax/tickets/list');
    // The callback replaced its own history entry: going back never shows the code.
    await page.goBack();
    expect(page.url()).not.toContain('code=');
    await page.context().close();
  });

  it('shows every application unregistered to a user without roles, and logs out', async () => {
    const page = await signIn('no.roles');
    const statuses = await tileStatuses(page);
    expect(Object.keys(statuses)).toHaveLength(8);
    expect(new Set(Object.values(statuses))).toEqual(new Set(['unregistered']));

    await page.getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL(`${baseUrl}/en`);
    await page.goto(`${baseUrl}/en/mykomax`);
    await waitForLoginPage(page);
    await page.context().close();
  });

  it('tells the visitor when sign-in has not succeeded after 30 s, and signs in on retry', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    let hold = true;
    // The runtime holds back the identity configuration: sign-in cannot get anywhere.
    await page.route('**/api/portal/config', async (route) => {
      if (!hold) await route.continue();
    });
    await page.goto(`${baseUrl}/en/mykomax/tickets/list`);
    await page.getByRole('status').getByText('Signing you in').waitFor();
    // The wait starts once the portal island runs.
    await page.locator('[data-island="portal"][data-hydrated]').waitFor({ state: 'attached' });
    await page.clock.fastForward(29_000);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await page.clock.fastForward(1_500);
    const alert = page.getByRole('alert');
    await alert.getByText('Sign-in is taking longer than expected').waitFor();
    hold = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await waitForLoginPage(page);
    await context.close();
  });

  it('signs in again when the user info cannot be read, and stops after a second failure', async () => {
    const page = await signIn('customer.full');
    const authorizations: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${issuer}/authorize`)) authorizations.push(request.url());
    });
    await page.route(`${issuer}/userinfo`, (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":"invalid_token"}' }),
    );
    await page.reload();
    const alert = page.getByRole('alert');
    await alert.getByText('Failed to get user info; received 401').waitFor();
    // Exactly one round through the identity provider (its session signs the user in without a form).
    expect(authorizations).toHaveLength(1);
    expect(page.url()).toBe(`${baseUrl}/en/mykomax`);
    await page.context().close();
  });

  it('explains a failed login callback in the words of the spec', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const failure = async (search: string) => {
      await page.goto(`${baseUrl}/en/callback${search}`);
      return (await page.getByRole('alert').textContent()) ?? '';
    };
    expect(await failure('')).toContain('missing params: code, state');
    expect(await failure('?state=s1&error=access_denied&error_description=User%20cancelled')).toContain(
      'missing params: code (access_denied: User cancelled)',
    );
    expect(await failure('?code=c1&code=c2&state=s1')).toContain('Failed to acquire authorization code');
    expect(await failure('?code=c1&state=nobody-started-this-login')).toContain('State mismatch');

    // A real login whose code exchange the provider refuses.
    await page.route(`${issuer}/access_token`, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'invalid_grant', error_description: 'grant request is invalid' }),
      }),
    );
    await page.goto(`${baseUrl}/en/mykomax`);
    await waitForLoginPage(page);
    await page.getByLabel('Username').fill('customer.full');
    await page.getByLabel('Password').fill('Portal-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/en/callback');
    const alert = page.getByRole('alert');
    await alert.getByText('Unable to exchange authorization for tokens').waitFor();
    expect(await alert.textContent()).toContain('grant request is invalid');
    await expect(page.getByRole('link', { name: 'Back to the customer portal' }).count()).resolves.toBe(1);
    await context.close();
  });

  it('renews tokens about to expire before a service call when the portal stays open', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${baseUrl}/en/mykomax/tickets/list`);
    await waitForLoginPage(page);
    await page.getByLabel('Username').fill('customer.full');
    await page.getByLabel('Password').fill('Portal-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/en/mykomax/tickets/list`);
    const firstTicket = page.locator('[data-ticket-id] a').first();
    await firstTicket.waitFor();

    // Renewal without the visitor: the refresh token at the token endpoint (or a prompt=none authorization).
    const renewals: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const refresh =
        url.href === `${issuer}/access_token` && request.postData()?.includes('grant_type=refresh_token');
      const silent = url.href.startsWith(`${issuer}/authorize`) && url.searchParams.get('prompt') === 'none';
      if (refresh || silent) renewals.push(url.pathname);
    });
    // An hour later the tokens (3600 s) expire within the client's 30 s threshold.
    await page.clock.fastForward('59:40');
    await firstTicket.click();
    await page.getByRole('heading', { level: 1, name: /^Ticket / }).waitFor();
    await page.getByRole('button', { name: 'Add comment' }).waitFor();
    expect(renewals).toHaveLength(1);
    await context.close();
  });
});
