/**
 * A sign-in account of the sandbox identity provider (customer-area §3 current user, §6 roles).
 * The userinfo answer is built from it (customer-area §7): `sub` = id, `subname` = username.
 */
export interface DemoAccount {
  /** Stable subject identifier (`sub`), e.g. 'acc-ticketing-user'. */
  id: string;
  /** Login name typed on the login page (`subname` claim). */
  username: string;
  /** scrypt hash, `scrypt:<salt>:<key>` (see passwords.ts); plain passwords are never stored. */
  passwordHash: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Organization the user belongs to; the sandbox SIS scopes tickets, assets and users by it. */
  organizationId: string;
  /**
   * The role claim. A list, except for one account whose single role is a plain string, as some
   * identity providers send it (customer-area §3: the client wraps a single string into a list).
   */
  roles: string[] | string;
  /** Internal employee: profile and password managed internally, only an MFA reset (customer-area §6). */
  internal: boolean;
  /** Company name of the account profile (customer-area §3 account profile). */
  company: string;
  /** Telephone number in international notation, e.g. '+49 711 555 0101'. */
  telephone: string;
  /** Street address (street and number). */
  address: string;
  postalCode: string;
  city: string;
  /** Country name in English, e.g. 'Germany'. */
  country: string;
  /** Preferred language, one of the UI language codes ('en', 'de', …). */
  language: string;
}

/** Organization of internal employees; its e-mail domain marks them. */
export const INTERNAL_ORGANIZATION_ID = 'org-machinery-group';

const ALPHA = 'org-alpha-wire';
const BETA = 'org-beta-cable';

type CompanyAddress = Pick<DemoAccount, 'company' | 'address' | 'postalCode' | 'city' | 'country'>;

/** The company part of each organization's profiles: the users of one organization share an office. */
const COMPANY_ADDRESSES: Readonly<Record<string, CompanyAddress>> = {
  [ALPHA]: {
    company: 'Alpha Wire GmbH',
    address: 'Industriestraße 12',
    postalCode: '70565',
    city: 'Stuttgart',
    country: 'Germany',
  },
  [BETA]: {
    company: 'Beta Cable AG',
    address: 'Hardturmstrasse 101',
    postalCode: '8005',
    city: 'Zürich',
    country: 'Switzerland',
  },
  [INTERNAL_ORGANIZATION_ID]: {
    company: 'Machinery Group',
    address: 'Seestrasse 40',
    postalCode: '6300',
    city: 'Zug',
    country: 'Switzerland',
  },
};

function account(input: {
  username: string;
  passwordHash: string;
  name: [string, string];
  organizationId: string;
  roles: string[] | string;
  telephone: string;
  language: string;
}): DemoAccount {
  const [firstName, lastName] = input.name;
  const internal = input.organizationId === INTERNAL_ORGANIZATION_ID;
  const domain = internal ? 'machinery-group.test' : `${input.organizationId.replace(/^org-/, '')}.test`;
  return {
    id: `acc-${input.username.replace('.', '-')}`,
    username: input.username,
    passwordHash: input.passwordHash,
    firstName,
    lastName,
    email: `${input.username}@${domain}`,
    organizationId: input.organizationId,
    roles: input.roles,
    internal,
    ...COMPANY_ADDRESSES[input.organizationId]!,
    telephone: input.telephone,
    language: input.language,
  };
}

/**
 * The demo accounts: each role combination of customer-area §6. All share the sandbox-only password
 * documented in sandbox/README.md. `ticketing.user` carries its single role as a plain string.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account({
    username: 'customer.full',
    passwordHash: 'scrypt:5pFgO7fYNjopRx2aGJvVxw:_ZmJWxV1ttKHS92BTK-TtHGgEz6MXUB7Y4TlKJhfXA0',
    name: ['Clara', 'Fuchs'],
    organizationId: ALPHA,
    roles: [
      'kmx_int_serviceticketing_active',
      'kmx_int_assetdb_active',
      'kmx_int_artemis_active',
      'kmx_int_direct_active',
      'kmx_int_mfpwm_active',
      'kmx_int_mfpmds_active',
      'kmx_int_lmsefront_active',
    ],
    telephone: '+49 711 555 0101',
    language: 'de',
  }),
  account({
    username: 'ticketing.user',
    passwordHash: 'scrypt:DJbVA8ng7rZO8Yvcu0Sf6g:UOY5n1iu2nI23hIVi85nu7AL9Q1TX0QXTIlwLaCRwwg',
    name: ['Tobias', 'Keller'],
    organizationId: ALPHA,
    roles: 'kmx_int_serviceticketing_active',
    telephone: '+49 711 555 0102',
    language: 'de',
  }),
  account({
    username: 'assetdb.user',
    passwordHash: 'scrypt:O4J9RjZWvZl73OsBHJKvow:UihHYV8pN4oJc36J6zStLfTC_GEU9TIN_nueGeSF4Fs',
    name: ['Anna', 'Dobler'],
    organizationId: ALPHA,
    roles: ['kmx_int_assetdb_active'],
    telephone: '+49 711 555 0103',
    language: 'en',
  }),
  account({
    username: 'artemis.cloud',
    passwordHash: 'scrypt:ASM6XiaFmFZEzJznZvjN-g:PT69RuZ-4ow4_UnBWE4bsrxMjYlFD9HECb0cUQjvJqU',
    name: ['Carla', 'Wolf'],
    organizationId: ALPHA,
    roles: ['kmx_int_artemis_active'],
    telephone: '+49 711 555 0104',
    language: 'de',
  }),
  account({
    username: 'artemis.onprem',
    passwordHash: 'scrypt:49Vm_IK4m9dgqAPHlZHCNg:oIayy9dDNXu33vd-WkBwBEN1CqBhJZLgV8aWhQTfrLw',
    name: ['Oskar', 'Brandt'],
    organizationId: ALPHA,
    roles: ['kmx_int_artemis_active', 'kmx_artemis_onpremuser'],
    telephone: '+49 711 555 0105',
    language: 'en',
  }),
  account({
    username: 'direct.pending',
    passwordHash: 'scrypt:zmCcN_vlNoZusB_Pgg2abQ:YDIZ-7SacCrpFDiosi8OSb5kA0GPWTUjGfWNXPUoLC0',
    name: ['Paula', 'Richter'],
    organizationId: ALPHA,
    roles: ['kmx_int_direct_pending'],
    telephone: '+49 711 555 0106',
    language: 'de',
  }),
  account({
    username: 'direct.active',
    passwordHash: 'scrypt:CZiikdTYzXDgdFkVfszEFw:gfcgcatUQpl-M78rh7bHoNGAVpwgoXZ_Bq87VpxUAGI',
    name: ['David', 'Arnold'],
    organizationId: ALPHA,
    roles: ['kmx_int_direct_active'],
    telephone: '+49 711 555 0107',
    language: 'fr',
  }),
  account({
    username: 'wiremaster.user',
    passwordHash: 'scrypt:sU7F-8H4SBLzYTIVsfg4-A:0vbseNH4fhSC9qZ-judHnM-AYT9xWdh7p9STgOoHx5k',
    name: ['Werner', 'Maier'],
    organizationId: ALPHA,
    roles: ['kmx_int_mfpwm_active'],
    telephone: '+49 711 555 0108',
    language: 'de',
  }),
  account({
    username: 'masterdata.user',
    passwordHash: 'scrypt:Vi_RtBOE5Ep5o6HWB-ABdg:cI8avI2KgAjNoZq0ELgZ6PBIBQsebtbmrSikz4_37s0',
    name: ['Mia', 'Stein'],
    organizationId: ALPHA,
    roles: ['kmx_int_mfpmds_active'],
    telephone: '+49 711 555 0109',
    language: 'es',
  }),
  account({
    username: 'campus.active',
    passwordHash: 'scrypt:f63azS0Z4HJvU_Ksc7XISg:imX01swIz5dUQNS7j1nZRR6R2xh-dU_35Z5zwkADEgc',
    name: ['Lena', 'Huber'],
    organizationId: BETA,
    roles: ['kmx_int_lmsefront_active'],
    telephone: '+41 44 555 02 01',
    language: 'de',
  }),
  account({
    username: 'campus.invited',
    passwordHash: 'scrypt:GbXXJ9BIbfDU4sFtNMDC0Q:6q2HKjbKnYUsD_o-JFXo6XPJ_GYZXY3K2QzKP6sQcpU',
    name: ['Ines', 'Vogel'],
    organizationId: BETA,
    roles: ['kmx_int_lmsefront_invited'],
    telephone: '+41 44 555 02 02',
    language: 'fr',
  }),
  account({
    username: 'campus.expired',
    passwordHash: 'scrypt:qzhz70DPpbD4YRAXr0_CQg:HZdVcgk_vIPj4cFgwEq0j37n2D2Ox1qYIr5h1Et2NpI',
    name: ['Emil', 'Frank'],
    organizationId: BETA,
    roles: ['kmx_int_lmsefront_inviteexpired'],
    telephone: '+41 44 555 02 03',
    language: 'en',
  }),
  account({
    username: 'admin.intern',
    passwordHash: 'scrypt:4faKmanDiPLiMylJ9hr7nQ:SqeMfpeK7eH2c6iFfWNTlkXrbvk6ssRzDcbnlg5X_W0',
    name: ['Ida', 'Lang'],
    organizationId: INTERNAL_ORGANIZATION_ID,
    roles: ['kmx_delegatedadmin_intern', 'kmx_int_serviceticketing_active', 'kmx_int_assetdb_active'],
    telephone: '+41 41 555 03 01',
    language: 'de',
  }),
  account({
    username: 'admin.extern',
    passwordHash: 'scrypt:BR5_hjAuz6DsnP6zuFlupQ:jLbRfIJHVMtznIQPPidAZdxkn3D2k0Yl8GQ_OQ7iyro',
    name: ['Elias', 'Berger'],
    organizationId: ALPHA,
    roles: ['kmx_delegatedadmin_extern', 'kmx_int_serviceticketing_active'],
    telephone: '+49 711 555 0110',
    language: 'en',
  }),
  account({
    username: 'employee.internal',
    passwordHash: 'scrypt:8I13UgaPS2wYk1i58teJKw:muWRXW9DqjI8UQlRDMDGhj6JwJIWJ5pa2nWsAB6kXR4',
    name: ['Jonas', 'Weber'],
    organizationId: INTERNAL_ORGANIZATION_ID,
    roles: ['kmx_int_serviceticketing_active', 'kmx_int_assetdb_active', 'kmx_int_artemis_active'],
    telephone: '+41 41 555 03 02',
    language: 'en',
  }),
  account({
    username: 'no.roles',
    passwordHash: 'scrypt:F5yN3l0_MTXvTmCj7obzPw:OKfQEFgEIMOelZS5UjMJtBm-KqyRBo2g9C3BAYlvCGE',
    name: ['Nora', 'Kaiser'],
    organizationId: ALPHA,
    roles: [],
    telephone: '+49 711 555 0111',
    language: 'en',
  }),
  account({
    username: 'other.org',
    passwordHash: 'scrypt:GZtNX6GpGNn_K5lHqSlGfw:d9Jg0vQavBJhl2XTAK2B1d_0hxnGxfbiEMW_yvUBnsE',
    name: ['Otto', 'Schmid'],
    organizationId: BETA,
    roles: ['kmx_int_serviceticketing_active', 'kmx_int_assetdb_active'],
    telephone: '+41 44 555 02 04',
    language: 'de',
  }),
];
