import { localizedRow } from './localized-row.ts';
import type { Random } from './prng.ts';
import type { ContactRecord, Localized, LocationKind, LocationRecord } from './types.ts';

const ROLES = {
  managingDirector: localizedRow(
    'Managing director|Jednatel|Geschäftsführer|Director general|Directeur général|Ügyvezető igazgató|代表取締役|Diretor-geral|Director general|Konateľ|总经理',
  ),
  sales: localizedRow('Sales|Prodej|Verkauf|Ventas|Ventes|Értékesítés|営業|Vendas|Vânzări|Predaj|销售'),
  service: localizedRow(
    'Customer service|Zákaznický servis|Kundendienst|Servicio al cliente|Service client|Ügyfélszolgálat|カスタマーサービス|Assistência ao cliente|Service clienți|Zákaznícky servis|客户服务',
  ),
  spareParts: localizedRow(
    'Spare parts|Náhradní díly|Ersatzteile|Repuestos|Pièces de rechange|Alkatrészek|スペアパーツ|Peças sobresselentes|Piese de schimb|Náhradné diely|备件',
  ),
  internationalSales: localizedRow(
    'International sales|Mezinárodní prodej|Internationaler Verkauf|Ventas internacionales|Ventes internationales|Nemzetközi értékesítés|海外営業|Vendas internacionais|Vânzări internaționale|Medzinárodný predaj|国际销售',
  ),
};

interface Site {
  countryCode: string;
  company: string;
  kind: LocationKind;
  street: string;
  postalCode: string;
  city: string;
  /** Country calling code and the local area code. */
  dial: string;
  /** Countries its contacts serve. */
  serves: string[];
  firstNames: string[];
  lastNames: string[];
}

const SITES: Site[] = [
  {
    countryCode: 'CH',
    company: 'Machinery Group AG',
    kind: 'HEADQUARTERS',
    street: 'Industriestrasse 6',
    postalCode: '6036',
    city: 'Dierikon',
    dial: '+41 41',
    serves: ['CH', 'LI'],
    firstNames: ['Urs', 'Regula', 'Beat', 'Corinne', 'Reto'],
    lastNames: ['Arnold', 'Bühler', 'Käslin', 'Zurkirchen', 'Imhof'],
  },
  {
    countryCode: 'DE',
    company: 'Machinery Group Deutschland GmbH',
    kind: 'SALES_AND_SERVICE',
    street: 'Hanns-Martin-Schleyer-Straße 12',
    postalCode: '94481',
    city: 'Grafenau',
    dial: '+49 8552',
    serves: ['DE', 'AT'],
    firstNames: ['Jonas', 'Anna', 'Lukas', 'Katrin', 'Stefan'],
    lastNames: ['Huber', 'Wagner', 'Schmid', 'Bauer', 'Weiß'],
  },
  {
    countryCode: 'FR',
    company: 'Machinery Group France SAS',
    kind: 'SALES_AND_SERVICE',
    street: '14 rue de la Mouche',
    postalCode: '69540',
    city: 'Irigny',
    dial: '+33 4',
    serves: ['FR', 'BE', 'LU', 'MC'],
    firstNames: ['Camille', 'Julien', 'Élodie', 'Mathieu', 'Sophie'],
    lastNames: ['Lefèvre', 'Moreau', 'Girard', 'Rousseau', 'Fontaine'],
  },
  {
    countryCode: 'ES',
    company: 'Machinery Group Iberia S.L.',
    kind: 'SALES_AND_SERVICE',
    street: 'Carrer de la Indústria 40',
    postalCode: '08908',
    city: 'L’Hospitalet de Llobregat',
    dial: '+34 93',
    serves: ['ES'],
    firstNames: ['Lucía', 'Javier', 'Marta', 'Pablo'],
    lastNames: ['García', 'Martínez', 'Navarro', 'Serrano'],
  },
  {
    countryCode: 'PT',
    company: 'Machinery Group Portugal, Lda.',
    kind: 'PRODUCTION',
    street: 'Rua do Freixo 881',
    postalCode: '4300-219',
    city: 'Porto',
    dial: '+351 22',
    serves: ['PT'],
    firstNames: ['João', 'Inês', 'Tiago', 'Beatriz'],
    lastNames: ['Silva', 'Ferreira', 'Costa', 'Oliveira'],
  },
  {
    countryCode: 'CZ',
    company: 'Machinery Group CZ s.r.o.',
    kind: 'PRODUCTION',
    street: 'Vídeňská 125',
    postalCode: '619 00',
    city: 'Brno',
    dial: '+420 54',
    serves: ['CZ'],
    firstNames: ['Jan', 'Petra', 'Tomáš', 'Lucie'],
    lastNames: ['Novák', 'Dvořák', 'Procházka', 'Svobodová'],
  },
  {
    countryCode: 'SK',
    company: 'Machinery Group Slovakia s.r.o.',
    kind: 'SALES_AND_SERVICE',
    street: 'Priemyselná 7',
    postalCode: '917 01',
    city: 'Trnava',
    dial: '+421 33',
    serves: ['SK'],
    firstNames: ['Martin', 'Zuzana', 'Peter', 'Jana'],
    lastNames: ['Horváth', 'Kováč', 'Baláž', 'Tóthová'],
  },
  {
    countryCode: 'HU',
    company: 'Machinery Group Hungary Kft.',
    kind: 'PRODUCTION',
    street: 'Ipari Park utca 4',
    postalCode: '9027',
    city: 'Győr',
    dial: '+36 96',
    serves: ['HU'],
    firstNames: ['Bence', 'Eszter', 'Gábor', 'Réka'],
    lastNames: ['Nagy', 'Kovács', 'Szabó', 'Varga'],
  },
  {
    countryCode: 'RO',
    company: 'Machinery Group Romania S.R.L.',
    kind: 'PRODUCTION',
    street: 'Calea Aradului 99',
    postalCode: '300645',
    city: 'Timișoara',
    dial: '+40 256',
    serves: ['RO', 'MD'],
    firstNames: ['Andrei', 'Ioana', 'Mihai', 'Elena'],
    lastNames: ['Popescu', 'Ionescu', 'Stan', 'Dumitru'],
  },
  {
    countryCode: 'US',
    company: 'Machinery Group Inc.',
    kind: 'SALES_AND_SERVICE',
    street: '1850 Lakeside Drive',
    postalCode: '60015',
    city: 'Deerfield, IL',
    dial: '+1 847',
    serves: ['US', 'CA'],
    firstNames: ['Emily', 'Michael', 'Sarah', 'David'],
    lastNames: ['Johnson', 'Miller', 'Anderson', 'Thompson'],
  },
  {
    countryCode: 'MX',
    company: 'Machinery Group de México, S.A. de C.V.',
    kind: 'PRODUCTION',
    street: 'Av. Industrias 2200',
    postalCode: '66600',
    city: 'Apodaca, N.L.',
    dial: '+52 81',
    serves: ['MX'],
    firstNames: ['Alejandro', 'Fernanda', 'Diego', 'Valeria'],
    lastNames: ['Hernández', 'López', 'Ramírez', 'Treviño'],
  },
  {
    countryCode: 'CN',
    company: 'Machinery Group (Suzhou) Co., Ltd.',
    kind: 'PRODUCTION',
    street: '88 Suhong East Road',
    postalCode: '215021',
    city: 'Suzhou',
    dial: '+86 512',
    serves: ['CN', 'HK', 'TW'],
    firstNames: ['Wei', 'Li', 'Jun', 'Mei'],
    lastNames: ['Zhang', 'Wang', 'Chen', 'Liu'],
  },
  {
    countryCode: 'JP',
    company: 'Machinery Group Japan K.K.',
    kind: 'SALES_AND_SERVICE',
    street: '3-1 Minatomirai, Nishi-ku',
    postalCode: '220-0012',
    city: 'Yokohama',
    dial: '+81 45',
    serves: ['JP'],
    firstNames: ['Haruto', 'Yui', 'Sota', 'Aoi'],
    lastNames: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka'],
  },
];

/** The mail domain of the demo group. */
const MAIL_DOMAIN = 'machinery-group.test';

/** A name as the local part of an address: lower case ASCII, accents dropped (`Élodie Lefèvre` → `elodie.lefevre`). */
const mailbox = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');

const phoneNumber = (dial: string, random: Random) =>
  `${dial} ${random.int(200, 899)} ${String(random.int(0, 99)).padStart(2, '0')} ${String(random.int(0, 99)).padStart(2, '0')}`;

/**
 * The demo group's locations and contacts (public-site §1 "locations and contacts"): thirteen group
 * companies in thirteen countries (headquarters in CH), each with two or three contacts serving its
 * country and neighbours, plus the headquarters' international sales desk, which serves every country
 * without a contact of its own (`countries: []`). Ids, companies and addresses do not depend on the seed;
 * names and phone numbers do. One contact is unpublished.
 */
export function createLocations(random: Random): { locations: LocationRecord[]; contacts: ContactRecord[] } {
  const locations: LocationRecord[] = [];
  const contacts: ContactRecord[] = [];
  for (const site of SITES) {
    const code = site.countryCode.toLowerCase();
    const id = `location-${code}`;
    locations.push({
      id,
      company: site.company,
      kind: site.kind,
      street: site.street,
      postalCode: site.postalCode,
      city: site.city,
      countryCode: site.countryCode,
      phone: phoneNumber(site.dial, random),
      email: `info.${code}@${MAIL_DOMAIN}`,
      isPublished: true,
    });
    const roles: (keyof typeof ROLES)[] =
      site.kind === 'HEADQUARTERS'
        ? ['managingDirector', 'sales', 'internationalSales']
        : random.chance(0.5)
          ? ['sales', 'service', 'spareParts']
          : ['sales', 'service'];
    roles.forEach((role, index) => {
      const name = `${random.pick(site.firstNames)} ${site.lastNames[index % site.lastNames.length]!}`;
      contacts.push({
        id: `contact-${code}-${index + 1}`,
        name,
        role: ROLES[role],
        phone: phoneNumber(site.dial, random),
        email: `${mailbox(name)}@${MAIL_DOMAIN}`,
        countryCode: site.countryCode,
        countries: role === 'internationalSales' ? [] : site.serves,
        locationId: id,
        // One draft contact: the build must leave it out.
        isPublished: !(code === 'de' && role === 'service'),
      });
    });
  }
  return { locations, contacts };
}

/** Title of the locations page's navigation links, in every UI language. */
export const LOCATIONS_TITLE: Localized = localizedRow(
  'Locations|Pobočky|Standorte|Ubicaciones|Sites|Telephelyek|拠点|Localizações|Locații|Pobočky|公司地点',
);
