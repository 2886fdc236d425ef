import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalRuntime, startPortalRuntime } from '../helpers/portal-runtime.ts';

let runtime: PortalRuntime;

beforeAll(async () => {
  runtime = await startPortalRuntime();
}, 120_000);

afterAll(async () => {
  await runtime?.close();
});

/** Axe's WCAG 2.1 A and AA findings on the page, as `rule: target` lines (empty when none). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${violation.help}`),
  );
}

/** Opens each portal path in turn (in the page, after sign-in) and checks it once its `ready` element shows. */
async function checkScreens(page: Page, screens: Array<{ path: string; ready: string }>) {
  for (const { path, ready } of screens) {
    await page.goto(`${runtime.baseUrl}${path}`);
    await page.locator(ready).first().waitFor();
    expect(await violations(page), path).toEqual([]);
  }
}

describe('portal screens meet WCAG 2.1 AA as far as axe-core can tell', () => {
  it('for a customer: dashboard, tickets, a ticket, the new-ticket messages, inventory, account', async () => {
    const page = await runtime.signInAt('customer.full', '/en/mykomax');
    await checkScreens(page, [
      { path: '/en/mykomax', ready: '.sf-portal__tile' },
      { path: '/en/mykomax/tickets/list', ready: '[data-ticket-id]' },
      { path: '/en/mykomax/tickets/TCK-1001', ready: 'h1' },
      { path: '/en/mykomax/inventory', ready: '[data-asset-id]' },
      { path: '/en/mykomax/inventory/old', ready: 'h2' },
      { path: '/en/mykomax/account', ready: 'main input[name]' },
    ]);
    await page.goto(`${runtime.baseUrl}/en/mykomax/tickets/newticket`);
    await page.getByRole('button', { name: 'Create ticket' }).click();
    await page.getByText('Please enter the subject').waitFor();
    expect(await violations(page), 'new ticket with messages').toEqual([]);
    await page.context().close();
  });

  it('for an on-premise artemis user: the download centre', async () => {
    const page = await runtime.signInAt('artemis.onprem', '/en/mykomax/wire-flow');
    await page.locator('[data-download-id]').first().waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it('for a delegated admin: the user list with the invite form, and a user', async () => {
    const page = await runtime.signInAt('admin.extern', '/en/mykomax/user-admin');
    await page.locator('[data-user-id]').first().waitFor();
    expect(await violations(page), 'user list').toEqual([]);
    await page.locator('[data-user-id] a').first().click();
    await page.locator('tr[data-application]').first().waitFor();
    expect(await violations(page), 'user detail').toEqual([]);
    await page.context().close();
  });
});
