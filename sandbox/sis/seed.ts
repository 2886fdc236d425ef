import type { Database } from 'better-sqlite3';
import { DEMO_ACCOUNTS, INTERNAL_ORGANIZATION_ID } from '../identity/accounts.ts';
import { accessFromRoles, ROLES, type SisApplicationId } from './rules.ts';

/** Applications a user can hold access to, one per service of customer-area §4's derivation. */
export const SIS_APPLICATIONS = [
  { id: 'ticketing', name: 'Service ticketing' },
  { id: 'assetDatabase', name: 'Asset database' },
  { id: 'artemis', name: 'Artemis' },
  { id: 'directService', name: 'Direct service' },
  { id: 'wireMaster', name: 'Wire master' },
  { id: 'masterData', name: 'Master data' },
  { id: 'campus', name: 'Campus' },
] as const satisfies ReadonlyArray<{ id: SisApplicationId; name: string }>;

const ORGANIZATIONS = [
  { id: 'org-alpha-wire', name: 'Alpha Wire GmbH' },
  { id: 'org-beta-cable', name: 'Beta Cable AG' },
  { id: INTERNAL_ORGANIZATION_ID, name: 'Machinery Group' },
];

const LOCATIONS = [
  { id: 'loc-alpha-stuttgart', organizationId: 'org-alpha-wire', name: 'Alpha Wire Stuttgart' },
  { id: 'loc-alpha-munich', organizationId: 'org-alpha-wire', name: 'Alpha Wire Munich' },
  { id: 'loc-beta-zurich', organizationId: 'org-beta-cable', name: 'Beta Cable Zurich' },
  { id: 'loc-machinery-group-hq', organizationId: INTERNAL_ORGANIZATION_ID, name: 'Machinery Group HQ' },
];

const ASSETS = [
  ['ast-alpha-1', 'loc-alpha-stuttgart', 'Alpha 530', 'SN-530-10021'],
  ['ast-alpha-2', 'loc-alpha-stuttgart', 'Gamma 333 PC', 'SN-333-20417'],
  ['ast-alpha-3', 'loc-alpha-munich', 'Zeta 640', 'SN-640-30088'],
  ['ast-beta-1', 'loc-beta-zurich', 'Alpha 550', 'SN-550-40112'],
  ['ast-beta-2', 'loc-beta-zurich', 'Kappa 330', 'SN-330-50203'],
  ['ast-mg-1', 'loc-machinery-group-hq', 'Omega 740', 'SN-740-60001'],
] as const;

const SEED_TIME = '2024-05-02T08:00:00.000Z';

/**
 * Fills an empty SIS database with the demo dataset: the three organizations with locations, every
 * account of sandbox/identity DEMO_ACCOUNTS as a user of its organization (the internal delegated admin
 * also of every customer organization), access derived from each account's roles (customer-area §4, the
 * SIS's {@link accessFromRoles}, plus a declined and an inactive access for `no.roles`), assets, and tickets
 * with comments. Runs in one transaction.
 *
 * @param db an open database with sandbox/sis/schema.sql applied and no organizations.
 */
export function seedSisDatabase(db: Database): void {
  db.transaction(() => {
    const insert = (sql: string, rows: ReadonlyArray<readonly unknown[]>) => {
      const statement = db.prepare(sql);
      for (const row of rows) statement.run(...row);
    };
    insert(
      'INSERT INTO organizations (id, name) VALUES (?, ?)',
      ORGANIZATIONS.map((o) => [o.id, o.name]),
    );
    insert(
      'INSERT INTO locations (id, organization_id, name) VALUES (?, ?, ?)',
      LOCATIONS.map((l) => [l.id, l.organizationId, l.name]),
    );
    insert(
      'INSERT INTO applications (id, name) VALUES (?, ?)',
      SIS_APPLICATIONS.map((a) => [a.id, a.name]),
    );
    for (const account of DEMO_ACCOUNTS) {
      const roles = typeof account.roles === 'string' ? [account.roles] : account.roles;
      db.prepare(
        'INSERT INTO users (id, username, email, first_name, last_name, internal, roles) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(
        account.id,
        account.username,
        account.email,
        account.firstName,
        account.lastName,
        account.internal ? 1 : 0,
        JSON.stringify(roles),
      );
      // An internal delegated admin serves every customer organization.
      const organizations = roles.includes(ROLES.delegatedAdminInternal)
        ? ORGANIZATIONS.map((o) => o.id)
        : [account.organizationId];
      insert(
        'INSERT INTO user_organizations (user_id, organization_id) VALUES (?, ?)',
        organizations.map((id) => [account.id, id]),
      );
      const statuses = accessFromRoles(roles);
      const access = SIS_APPLICATIONS.flatMap((application) => {
        const status = statuses[application.id];
        return status ? [[account.id, application.id, status, SEED_TIME]] : [];
      });
      if (account.username === 'no.roles') {
        access.push([account.id, 'ticketing', 'declined', SEED_TIME]);
        access.push([account.id, 'assetDatabase', 'inactive', SEED_TIME]);
      }
      insert('INSERT INTO access (user_id, application_id, status, updated_at) VALUES (?, ?, ?, ?)', access);
    }
    insert(
      'INSERT INTO assets (id, organization_id, location_id, machine_name, serial_number) VALUES (?, ?, ?, ?, ?)',
      ASSETS.map(([id, locationId, machine, serial]) => [
        id,
        LOCATIONS.find((l) => l.id === locationId)!.organizationId,
        locationId,
        machine,
        serial,
      ]),
    );
    seedTickets(db);
  })();
}

function seedTickets(db: Database): void {
  const tickets = [
    [
      'TCK-1001',
      'org-alpha-wire',
      'loc-alpha-stuttgart',
      'Service request',
      'Crimp height drifts',
      'ast-alpha-1',
      'inProgress',
      'acc-customer-full',
      2,
    ],
    [
      'TCK-1002',
      'org-alpha-wire',
      'loc-alpha-munich',
      'Spare parts',
      'Replacement blade set',
      'ast-alpha-3',
      'open',
      'acc-ticketing-user',
      0,
    ],
    [
      'TCK-1003',
      'org-beta-cable',
      'loc-beta-zurich',
      'Technical question',
      'Seal station calibration',
      'ast-beta-1',
      'open',
      'acc-other-org',
      1,
    ],
  ] as const;
  const statement = db.prepare(
    `INSERT INTO tickets (id, organization_id, location_id, type, subject, description, asset_id, status,
       contact_user_id, created_on, replies_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [id, org, location, type, subject, asset, status, contact, replies] of tickets) {
    statement.run(
      id,
      org,
      location,
      type,
      subject,
      `${subject}: details in the attached log.`,
      asset,
      status,
      contact,
      SEED_TIME,
      replies,
    );
  }
  const comment = db.prepare(
    'INSERT INTO ticket_comments (ticket_id, author_user_id, description, created_on) VALUES (?, ?, ?, ?)',
  );
  comment.run('TCK-1001', 'acc-customer-full', 'The drift starts after about two hours.', SEED_TIME);
  comment.run('TCK-1003', 'acc-other-org', 'Happens on both shifts.', SEED_TIME);
}
