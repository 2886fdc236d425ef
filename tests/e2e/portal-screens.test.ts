import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD as PASSWORD,
  type PortalRuntime,
  startPortalRuntime,
} from '../helpers/portal-runtime.ts';

let runtime: PortalRuntime;
let baseUrl: string;

beforeAll(async () => {
  runtime = await startPortalRuntime();
  baseUrl = runtime.baseUrl;
}, 120_000);

afterAll(async () => {
  await runtime?.close();
});

const signInAt = (username: string, path: string) => runtime.signInAt(username, path);
const waitForLoginPage = (page: Page) => runtime.waitForLoginPage(page);

const portal = (page: Page) => page.getByRole('navigation', { name: 'Customer portal' });

let ticketId = '';

describe('service tickets in Chromium (customer-area §2, §3, §4, §5)', () => {
  it('lets a customer create a ticket, comment on it, close it, and sign out', async () => {
    const page = await signInAt('customer.full', '/en/mykomax');
    await portal(page).getByRole('link', { name: 'Service tickets' }).click();
    await page.waitForURL(`${baseUrl}/en/mykomax/tickets/list`);
    await page.getByRole('link', { name: 'New ticket' }).click();
    await page.waitForURL(`${baseUrl}/en/mykomax/tickets/newticket`);

    // An empty form answers the spec's five messages.
    await page.getByRole('button', { name: 'Create ticket' }).click();
    for (const message of [
      'Please select a location',
      'Please select a ticket type',
      'Please select a machine concerned',
      'Please enter the subject',
      'Please enter the description',
    ]) {
      await page.getByText(message).waitFor();
    }

    await page.getByLabel('Location (account)').selectOption({ label: 'Alpha Wire Stuttgart' });
    await page.getByLabel('Ticket type').selectOption({ label: 'Service request' });
    await page.getByLabel('Machine concerned').selectOption({ index: 1 });
    await page.getByLabel('Subject').fill('Crimp height drifts after warm-up');
    await page.getByLabel('Description').fill('After about an hour the crimp height is 0.02 mm too high.');
    await page.getByRole('button', { name: 'Create ticket' }).click();
    await page.waitForURL(/\/en\/mykomax\/tickets\/(?!newticket)[^/]+$/);
    ticketId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await page.getByRole('heading', { level: 1, name: `Ticket ${ticketId}` }).waitFor();
    await page.getByText('Crimp height drifts after warm-up').first().waitFor();

    await page.getByRole('button', { name: 'Add comment' }).click();
    await page.getByText('Please enter a comment').waitFor();
    await page.getByLabel('Comment', { exact: true }).fill('Happens on both shifts.');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await page.getByText('Happens on both shifts.').waitFor();

    await page.getByRole('radio', { name: 'No longer relevant' }).check();
    await page.getByRole('button', { name: 'Close ticket' }).click();
    await page.getByText('Reason for closing').waitFor();
    await expect(page.getByRole('button', { name: 'Close ticket' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Add comment' }).count()).resolves.toBe(0);

    // The list shows the closed ticket with its comment.
    await page.getByRole('link', { name: 'Back to the ticket list' }).first().click();
    const row = page.locator(`[data-ticket-id="${ticketId}"]`);
    await row.waitFor();
    await expect(row.getAttribute('data-status')).resolves.toBe('closed');

    await portal(page).getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL(`${baseUrl}/en`);
    await page.goto(`${baseUrl}/en/mykomax/tickets/list`);
    await waitForLoginPage(page);
    await page.context().close();
  });

  it("keeps another organization's user from opening that ticket by its id", async () => {
    expect(ticketId).not.toBe('');
    const page = await signInAt('other.org', `/en/mykomax/tickets/${encodeURIComponent(ticketId)}`);
    await page.getByRole('alert').getByText('This ticket was not found').waitFor();
    await expect(page.getByText('Crimp height drifts after warm-up').count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Service tickets' }).first().click();
    await page.locator('[data-ticket-id]').first().waitFor();
    await expect(page.locator(`[data-ticket-id="${ticketId}"]`).count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('account settings in Chromium (customer-area §2, §5, §6)', () => {
  it('saves the profile, shows the new name, and explains a password the policy refuses', async () => {
    const page = await signInAt('direct.active', '/en/mykomax/account');
    const firstName = page.getByLabel('First name');
    await firstName.waitFor();
    await firstName.fill('');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Please enter your first name').waitFor();
    await firstName.fill('Ruth');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile has been saved.').waitFor();
    await portal(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.locator('.sf-portal__name').getByText('Ruth Arnold').waitFor();
    await expect(page.locator('.sf-portal__initials').textContent()).resolves.toBe('RA');

    await portal(page).getByRole('link', { name: 'Account' }).click();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill('short1');
    await page.getByLabel('Confirm password').fill('short1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The password must be at least 10 characters long.').waitFor();
    await page.getByText('The password must contain at least 1 capital letter.').waitFor();
    await page.context().close();
  });

  it('offers an internal employee only the MFA reset', async () => {
    const page = await signInAt('employee.internal', '/en/mykomax/account');
    await page.getByText('Your account is managed internally.').waitFor();
    await expect(page.getByRole('button', { name: 'Change password' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Save profile' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Reset MFA' }).click();
    await page.getByText('Your MFA reset has been requested.').waitFor();
    await page.context().close();
  });
});

describe('user administration in Chromium (customer-area §4, §5, §6)', () => {
  it('lets a delegated admin invite a user and withdraw their access', async () => {
    const page = await signInAt('admin.extern', '/en/mykomax');
    await portal(page).getByRole('link', { name: 'User administration' }).click();
    await page.waitForURL(`${baseUrl}/en/mykomax/user-admin`);

    const email = `new.colleague.${Date.now()}@alpha-wire.test`;
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Invite user' }).click();
    await page.getByText('Please provide a valid email address').waitFor();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Service ticketing').check();
    await page.getByRole('button', { name: 'Invite user' }).click();
    await page.getByText(`An invitation was sent to ${email}.`).waitFor();
    const row = page.locator('tr[data-user-id]', { hasText: email });
    await expect(row.locator('[data-application="ticketing"]').getAttribute('data-status')).resolves.toBe(
      'invited',
    );

    // Inviting the same address again points to the existing user.
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Invite user' }).click();
    await page.getByText('The user already exists').waitFor();

    await row.getByRole('link').first().click();
    await page.waitForURL(/\/en\/mykomax\/user-admin\/[^/]+$/);
    const ticketing = page.locator('tr[data-application="ticketing"]');
    await expect(ticketing.getAttribute('data-status')).resolves.toBe('invited');
    await ticketing.getByRole('button', { name: 'Withdraw' }).click();
    await page.locator('tr[data-application="ticketing"][data-status="inactive"]').waitFor();
    await page.reload();
    await page.locator('tr[data-application="ticketing"][data-status="inactive"]').waitFor();
    await page.context().close();
  });

  it('keeps users without a delegated-admin role out of user administration', async () => {
    const page = await signInAt('customer.full', '/en/mykomax/user-admin');
    await page.getByRole('alert').getByText('You do not have access to this application.').waitFor();
    await expect(page.getByRole('button', { name: 'Invite user' }).count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('inventory and download centre in Chromium (customer-area §2)', () => {
  it('lists the organization’s machines, filters them, and shows the previous view', async () => {
    const page = await signInAt('customer.full', '/en/mykomax');
    await portal(page).getByRole('link', { name: 'Inventory' }).click();
    await page.waitForURL(`${baseUrl}/en/mykomax/inventory`);
    await page.locator('[data-asset-id]').first().waitFor();
    const total = await page.locator('[data-asset-id]').count();
    expect(total).toBeGreaterThan(1);
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('Zeta 640');
    await page.getByText(`1 of ${total} machines shown`).waitFor();
    await expect(page.locator('[data-asset-id]').count()).resolves.toBe(1);
    // Only this organization's machines: Beta Cable's Alpha 550 is not listed.
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('SN-550');
    await page.getByText('No machine matches your search.').waitFor();

    await page.getByRole('link', { name: 'Switch to the previous view' }).click();
    await page.waitForURL(`${baseUrl}/en/mykomax/inventory/old`);
    await page.getByRole('heading', { level: 2, name: 'Alpha Wire Munich' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Alpha Wire Stuttgart' }).waitFor();
    await page.context().close();
  });

  it('leads an on-premise artemis user from the dashboard to the download centre and its files', async () => {
    const page = await signInAt('artemis.onprem', '/en/mykomax');
    await page.locator('[data-application="artemis"]').getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(`${baseUrl}/en/mykomax/wire-flow`);
    const link = page.locator('[data-download-id] a[download]').first();
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toContain('attachment');
    await page.context().close();
  });
});
