/**
 * The profile of the demo account customer.full (sandbox/identity/accounts.ts) as the account API
 * answers it, in ForgeRock IDM field names (customer-area §3 account profile).
 */
export const CUSTOMER_FULL_PROFILE = {
  _id: 'acc-customer-full',
  userName: 'customer.full',
  givenName: 'Clara',
  sn: 'Fuchs',
  cn: 'Clara Fuchs',
  mail: 'customer.full@alpha-wire.test',
  company: 'Alpha Wire GmbH',
  telephoneNumber: '+49 711 555 0101',
  postalAddress: 'Industriestraße 12',
  postalCode: '70565',
  city: 'Stuttgart',
  country: 'Germany',
  preferences: { language: 'de' },
  accountStatus: 'active',
  internal: false,
} as const;
