import { load } from 'cheerio';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PortalSession } from '../../../../../plugins/portal/islands/session.ts';
import { InviteForm, InviteNotice } from '../../../../../plugins/portal/islands/user-admin/InviteForm.tsx';
import { USER_ADMIN_LABEL_KEYS } from '../../../../../plugins/portal/islands/user-admin/labels.ts';
import {
  type DetailActions,
  UserDetailView,
  type UserDetailViewProps,
} from '../../../../../plugins/portal/islands/user-admin/UserDetailView.tsx';
import { UserTable } from '../../../../../plugins/portal/islands/user-admin/UserList.tsx';
import { ALPHA, BETA, german, labels, namespaceTexts, user } from './fixtures.ts';

const ADMIN_ID = 'acc-admin-extern';
const session = {
  locale: 'en',
  home: '/en/mykomax',
  user: { id: ADMIN_ID, roles: ['kmx_delegatedadmin_extern'] },
  navigate: () => {},
} as unknown as PortalSession;

const render = (element: ReactElement) => load(renderToStaticMarkup(element));
const noop: DetailActions = {
  setAccess: () => {},
  removeOrganization: () => {},
  addOrganization: () => {},
  deleteUser: () => {},
  confirm: () => {},
  cancel: () => {},
};
const buttons = ($: ReturnType<typeof load>, scope: string) =>
  $(scope)
    .find('button')
    .map((_, button) => $(button).text())
    .get();

const tobias = user({
  id: 'acc-ticketing-user',
  email: 'ticketing.user@alpha-wire.test',
  firstName: 'Tobias',
  lastName: 'Keller',
  access: { ticketing: 'active', campus: 'pending' },
});
const self = user({
  id: ADMIN_ID,
  email: 'admin.extern@alpha-wire.test',
  firstName: 'Elias',
  lastName: 'Berger',
});
const invited = user({ id: 'usr-new', email: 'new@alpha-wire.test', access: { ticketing: 'invited' } });

describe('UserTable (customer-area §2 /user-admin)', () => {
  const $ = render(<UserTable session={session} labels={labels} users={[invited, self, tobias]} />);

  it('shows one row per user with a link to the user and their e-mail and organizations', () => {
    expect(
      $('tr[data-user-id]')
        .map((_, row) => $(row).attr('data-user-id'))
        .get(),
    ).toEqual(['usr-new', ADMIN_ID, 'acc-ticketing-user']);
    const row = $('tr[data-user-id="acc-ticketing-user"]');
    expect(row.find('a').attr('href')).toBe('/en/mykomax/user-admin/acc-ticketing-user');
    expect(row.find('a').text()).toBe('Tobias Keller');
    expect(row.text()).toContain('ticketing.user@alpha-wire.test');
    expect(row.text()).toContain('Alpha Wire GmbH');
    expect(
      $('th[scope=col]')
        .map((_, th) => $(th).text())
        .get(),
    ).toEqual(['Name', 'E-mail', 'Organizations', 'Access']);
  });

  it('summarises the access per application with the status in data-status', () => {
    const entries = $('tr[data-user-id="acc-ticketing-user"] li[data-application]');
    expect(
      entries.map((_, li) => `${$(li).attr('data-application')}=${$(li).attr('data-status')}`).get(),
    ).toEqual(['ticketing=active', 'campus=pending']);
    expect(entries.first().text()).toBe('Service ticketing: Active');
    expect($(`tr[data-user-id="usr-new"] li[data-application="ticketing"]`).attr('data-status')).toBe(
      'invited',
    );
    expect($(`tr[data-user-id="usr-new"] a`).text()).toBe('new@alpha-wire.test');
    expect($(`tr[data-user-id="${ADMIN_ID}"]`).text()).toContain('No access');
  });

  it('marks the signed-in admin’s own row', () => {
    expect($(`tr[data-user-id="${ADMIN_ID}"] th`).text()).toBe('Elias Berger (you)');
    expect($('tr[data-user-id="acc-ticketing-user"] th').text()).toBe('Tobias Keller');
  });

  it('says so when there is nobody to show', () => {
    const empty = render(<UserTable session={session} labels={labels} users={[]} />);
    expect(empty('table')).toHaveLength(0);
    expect(empty('.sf-portal__note').text()).toBe(labels['list.empty']);
  });
});

describe('InviteForm (customer-area §3 invite)', () => {
  const form = (organizations = [ALPHA]) =>
    render(
      <InviteForm
        session={session}
        labels={labels}
        organizations={organizations}
        applications={[
          { id: 'ticketing', name: 'Service ticketing' },
          { id: 'campus', name: 'Campus' },
        ]}
        onInvited={() => {}}
      />,
    );

  it('has labelled e-mail, organization and application fields and an "Invite user" button', () => {
    const $ = form();
    const label = (id: string) => $(`label[for="${id}"]`).text();
    expect(label('user-admin-invite-email')).toBe('E-mail');
    expect($('#user-admin-invite-email').attr('type')).toBe('email');
    expect(label('user-admin-invite-organization')).toBe('Organization');
    expect($('fieldset legend').text()).toBe('Applications');
    expect(
      $('input[name=applications]')
        .map((_, box) => $(box).attr('value'))
        .get(),
    ).toEqual(['ticketing', 'campus']);
    expect(label('user-admin-invite-application-ticketing')).toBe('Service ticketing');
    expect($('button[type=submit]').text()).toBe('Invite user');
  });

  it("preselects the admin's only organization, and none of several", () => {
    expect(form()('#user-admin-invite-organization option[selected]').attr('value')).toBe(ALPHA.id);
    const several = form([ALPHA, BETA]);
    expect(several('#user-admin-invite-organization option[selected]').attr('value')).toBe('');
    expect(several('#user-admin-invite-organization option').length).toBe(3);
  });
});

describe('InviteNotice (customer-area §8)', () => {
  it("says 'The user already exists' with a link to that user's profile", () => {
    const $ = render(
      <InviteNotice
        session={session}
        labels={labels}
        feedback={{
          kind: 'alreadyExists',
          message: 'The user already exists',
          profilePath: '/en/mykomax/user-admin/acc-ticketing-user',
        }}
      />,
    );
    expect($('[role=alert]').text()).toBe("The user already exists Open the user's profile");
    expect($('[role=alert] a').attr('href')).toBe('/en/mykomax/user-admin/acc-ticketing-user');
  });

  it('confirms an invite with a link to the new user', () => {
    const $ = render(
      <InviteNotice
        session={session}
        labels={labels}
        feedback={{
          kind: 'invited',
          email: 'new@alpha-wire.test',
          userPath: '/en/mykomax/user-admin/usr-new',
        }}
      />,
    );
    expect($('[role=status]').text()).toBe(
      'An invitation was sent to new@alpha-wire.test. Open the new user',
    );
    expect($('[role=status] a').attr('href')).toBe('/en/mykomax/user-admin/usr-new');
  });

  it('shows nothing before a submit', () => {
    expect(
      renderToStaticMarkup(<InviteNotice session={session} labels={labels} feedback={{ kind: 'none' }} />),
    ).toBe('');
  });
});

describe('UserDetailView (customer-area §2 /user-admin/{id})', () => {
  const view = (props: Partial<UserDetailViewProps>) =>
    render(
      <UserDetailView
        session={session}
        labels={labels}
        state={{ kind: 'ready', user: tobias, organizations: [ALPHA, BETA] }}
        busy={null}
        notice={null}
        confirming={null}
        actions={noop}
        {...props}
      />,
    );

  it('shows the user with one row per application and a button per action its status allows', () => {
    const $ = view({});
    expect($('h1').text()).toBe('Tobias Keller');
    expect($('dl').text()).toContain('ticketing.user@alpha-wire.test');
    expect($('dd[data-internal]').text()).toBe('No');
    const rows = $('tr[data-application]');
    expect(
      rows.map((_, row) => `${$(row).attr('data-application')}=${$(row).attr('data-status')}`).get(),
    ).toEqual(['ticketing=active', 'assetDatabase=unknown', 'campus=pending']);
    expect(buttons($, 'tr[data-application="ticketing"]')).toEqual(['Update', 'Withdraw']);
    expect(buttons($, 'tr[data-application="assetDatabase"]')).toEqual(['Add application']);
    expect(buttons($, 'tr[data-application="campus"]')).toEqual(['Accept request', 'Decline']);
    expect($('tr[data-application="campus"] [data-status]').last().text()).toBe('Access requested');
  });

  it("lists the user's organizations with Remove and offers the admin's others", () => {
    const $ = view({});
    expect(buttons($, 'li[data-organization-id="org-alpha-wire"]')).toEqual(['Remove']);
    expect($('label[for="user-admin-add-organization"]').text()).toBe('Organization to add');
    expect(
      $('#user-admin-add-organization option:not([disabled])')
        .map((_, o) => $(o).text())
        .get(),
    ).toEqual(['Beta Cable AG']);
    expect($('.sf-user-admin__add-organization button').text()).toBe('Add organization');
    expect(buttons($, '[aria-labelledby="user-admin-delete-heading"]')).toEqual(['Delete user']);
  });

  it('warns before the admin deletes their own account', () => {
    const $ = view({
      state: { kind: 'ready', user: self, organizations: [ALPHA] },
      confirming: { kind: 'delete', warning: 'own' },
    });
    expect($('h1').text()).toBe('Elias Berger (you)');
    const dialog = $('[role=alertdialog]');
    expect(dialog.text()).toContain(
      'deleting it removes your access in all integrated applications and logs you out',
    );
    expect(buttons($, '[role=alertdialog]')).toEqual(['Yes, delete', 'Cancel']);
    expect(buttons($, '[aria-labelledby="user-admin-delete-heading"]')).not.toContain('Delete user');
  });

  it('warns before the admin removes their own organization or the last one shared with a user', () => {
    const own = view({
      state: { kind: 'ready', user: self, organizations: [ALPHA] },
      confirming: { kind: 'removeOrganization', organization: ALPHA, warning: 'own' },
    });
    expect(own('[role=alertdialog]').text()).toContain(
      'This is your own account: if you remove Alpha Wire GmbH, you may lose your admin access',
    );
    expect(own('.sf-user-admin__muted').text()).toBe(labels['organizations.noneToAdd']);
    const last = view({
      confirming: { kind: 'removeOrganization', organization: ALPHA, warning: 'lastShared' },
    });
    expect(last('[role=alertdialog]').text()).toContain('you can no longer see the user');
    expect(buttons(last, '[role=alertdialog]')).toEqual(['Yes, remove', 'Cancel']);
  });

  it('shows the outcome of a change in its section and disables the buttons while one runs', () => {
    const done = view({
      notice: { area: 'access', kind: 'success', text: 'Access to Service ticketing: Inactive.' },
    });
    expect(done('[aria-labelledby="user-admin-access-heading"] [role=status]').text()).toBe(
      'Access to Service ticketing: Inactive.',
    );
    const failed = view({ notice: { area: 'organizations', kind: 'error', text: 'Refused' } });
    expect(failed('[aria-labelledby="user-admin-organizations-heading"] [role=alert]').text()).toBe(
      'Refused',
    );
    const running = view({ busy: 'access:ticketing:withdraw' });
    expect(running('tr[data-application] button:not([disabled])')).toHaveLength(0);
    expect(running('tr[data-application="ticketing"] button[aria-busy=true]').text()).toBe('Withdraw');
  });

  it.each([['Unable to view user details'], ['An error occurred while loading this user']])(
    "shows '%s' as an alert when the user cannot be loaded",
    (message) => {
      const $ = view({ state: { kind: 'failed', message }, actions: null });
      expect($('h1').text()).toBe('User details');
      expect($('[role=alert]').text()).toBe(message);
      expect($('a').attr('href')).toBe('/en/mykomax/user-admin');
    },
  );

  it('says so when the user went out of sight', () => {
    const $ = view({ state: { kind: 'gone' }, actions: null });
    expect($('[role=status]').text()).toBe(labels['detail.gone']);
    expect($('table')).toHaveLength(0);
  });
});

describe('locales/{en,de}/portal-user-admin.json', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

  it.each(['en', 'de'])('%s holds exactly the texts the screens ask for, none empty', (language) => {
    const texts = namespaceTexts(language);
    expect(Object.keys(texts).sort()).toEqual([...USER_ADMIN_LABEL_KEYS].sort());
    for (const [key, text] of Object.entries(texts)) expect(text.trim(), key).not.toBe('');
  });

  it('keeps the placeholders in German and translates the texts', () => {
    for (const key of USER_ADMIN_LABEL_KEYS) {
      expect(placeholders(german[key]), key).toEqual(placeholders(labels[key]));
    }
    expect(german['invite.submit']).toBe('Benutzer einladen');
    expect(german['action.withdraw']).toBe('Entziehen');
  });
});
