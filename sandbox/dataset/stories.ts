import { UI_LANGUAGES, type UiLanguage } from '../../core/model/system-data.ts';
import { assetUrl, SANDBOX_ASSET_HOST } from '../images/asset-host.ts';
import { createBodies } from './bodies.ts';
import { PRODUCT_TEMPLATES } from './catalogue/product-templates.ts';
import type { Random } from './prng.ts';
import { fillPhrase, STORY_PHRASES } from './story-phrases.ts';
import { TOPIC_TERMS, term } from './terms.ts';
import type { Localized, StoryCategoryRecord, StoryContactRecord, StoryPageRecord } from './types.ts';

/** The stories part of the dataset. */
export interface StoriesDataset {
  storyCategories: StoryCategoryRecord[];
  storyContacts: StoryContactRecord[];
  storyPages: StoryPageRecord[];
}

const CATEGORY_ROWS: Record<string, string> = {
  'customer-stories':
    'Customer stories|Příběhy zákazníků|Kundengeschichten|Historias de clientes|Témoignages clients|Ügyféltörténetek|導入事例|Histórias de clientes|Povești ale clienților|Príbehy zákazníkov|客户案例',
  innovation:
    'Innovation|Inovace|Innovation|Innovación|Innovation|Innováció|イノベーション|Inovação|Inovație|Inovácie|创新',
  sustainability:
    'Sustainability|Udržitelnost|Nachhaltigkeit|Sostenibilidad|Durabilité|Fenntarthatóság|サステナビリティ|Sustentabilidade|Sustenabilitate|Udržateľnosť|可持续发展',
  people: 'People|Lidé|Menschen|Personas|Collaborateurs|Emberek|人材|Pessoas|Oameni|Ľudia|人物',
};

const CONTACT_NAMES = [
  'Anna Keller',
  'Marco Rossi',
  'Sofia Almeida',
  'Jan Novák',
  'Yuki Tanaka',
  'Li Wei',
  'Claire Dubois',
  'Mihai Popescu',
] as const;

/** Customers the stories are about: proper names, the same in every language. */
const CUSTOMERS = [
  'Nordkabel',
  'Harnesstec',
  'Autowire Iberia',
  'Kabelwerk Ost',
  'Sakura Wiring',
  'Pampas Cables',
  'Danube Harness',
  'Lotus Connect',
  'Alpine Leads',
  'Baltic Wire',
] as const;

/** Number of stories at any seed: "a few dozen per language". */
export const STORY_COUNT = 30;

const BASE_DATE = Date.UTC(2022, 0, 10);
const DAY_MS = 86_400_000;

/** Products a story may name: those the catalogue places, not the ones the consumer must drop. */
const STORY_PRODUCTS = PRODUCT_TEMPLATES.filter((product) => product.classification !== null).map(
  (product) => product.slug,
);

/** `Anna Keller` → `anna-keller`, `Jan Novák` → `jan-novak`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** An ISO date (`2024-05-03`) `days` after {@link BASE_DATE}. */
export const isoDate = (base: number, days: number): string =>
  new Date(base + days * DAY_MS).toISOString().slice(0, 10);

function localizedRow(row: string): Localized {
  const cells = row.split('|');
  return Object.fromEntries(UI_LANGUAGES.map((language, index) => [language, cells[index]!]));
}

/** Languages of a story: en and de always, every other with a chance (a few missing per language). */
function storyLanguages(random: Random): UiLanguage[] {
  return UI_LANGUAGES.filter((language) => {
    if (language === 'en' || language === 'de') return true;
    return random.chance(language === 'ja' || language === 'zh' ? 0.7 : 0.85);
  });
}

function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    picked.push(pool.splice(random.int(0, pool.length - 1), 1)[0]!);
  }
  return picked;
}

/**
 * Related products of the story at `index`: every fifth story names none; the others name the catalogue
 * product at `index` (so each product has related stories) and up to two more.
 */
function relatedProducts(random: Random, index: number): string[] {
  if (index % 5 === 4) return [];
  const first = STORY_PRODUCTS[index % STORY_PRODUCTS.length]!;
  const others = STORY_PRODUCTS.filter((slug) => slug !== first);
  return [first, ...pickDistinct(random, others, random.int(0, 2))];
}

/**
 * The demo stories (public-site §3 story; customer-area §7 `storyPages`): four categories, eight story
 * contacts (one without a portrait) and {@link STORY_COUNT} stories in en and de and most other
 * languages, each with a category, one or two contacts, up to three related products of the demo
 * catalogue (every fifth story none), a lead text, an image on the asset host (one story has none) and a Markdown body. One story
 * is unpublished. Ids and slugs (`story-nordkabel-crimping`) do not depend on the seed; dates, languages,
 * contacts and products do.
 *
 * Images: `stories/{slug}.jpg` and `story-contacts/{slug}.jpg` on the asset host.
 *
 * @param options.random the stories' own random source.
 * @param options.assetHost the image asset host (config `images.assetHost`); default the sandbox image
 *   service's address.
 */
export function createStories(options: { random: Random; assetHost?: string }): StoriesDataset {
  const { random, assetHost = SANDBOX_ASSET_HOST } = options;
  const storyCategories = Object.entries(CATEGORY_ROWS).map(([slug, row]) => ({
    id: `story-category-${slug}`,
    slug,
    name: localizedRow(row),
  }));
  const storyContacts = CONTACT_NAMES.map((name, index): StoryContactRecord => {
    const slug = slugify(name);
    return {
      id: `story-contact-${slug}`,
      slug,
      name,
      // The last contact has no portrait: the placeholder's case.
      image:
        index === CONTACT_NAMES.length - 1
          ? null
          : {
              url: assetUrl(assetHost, `story-contacts/${slug}.jpg`),
              mimeType: 'image/jpeg',
              alternativeText: Object.fromEntries(UI_LANGUAGES.map((language) => [language, name])),
            },
    };
  });
  const storyPages = Array.from({ length: STORY_COUNT }, (_, index): StoryPageRecord => {
    const customer = CUSTOMERS[index % CUSTOMERS.length]!;
    const topic = TOPIC_TERMS[(index * 4) % TOPIC_TERMS.length]!;
    // Unique: the topic steps by 4 of 9, so a customer's second and third story differ in topic.
    const slug = `${slugify(customer)}-${topic}`;
    const languages = storyLanguages(random);
    const topicTerm = term(topic, languages);
    const variant = index % 3;
    const fill = (pick: (phrases: (typeof STORY_PHRASES)['en']) => string): Localized =>
      Object.fromEntries(
        languages.map((language) => [
          language,
          fillPhrase({
            template: pick(STORY_PHRASES[language]),
            language,
            values: { customer, topic: topicTerm[language]! },
          }),
        ]),
      );
    const title = fill((phrases) => phrases.storyTitles[variant]!);
    const contacts = pickDistinct(random, storyContacts, random.int(1, 2));
    return {
      id: `story-${slug}`,
      slug,
      publicationDate: isoDate(BASE_DATE, index * 42 + random.int(0, 30)),
      languages,
      title,
      leadText: fill((phrases) => phrases.storyLeads[(index + 1) % 3]!),
      body: createBodies({
        title,
        linkPath: '/stories',
        random,
        heading: term('storyBodyHeading', languages),
        link: term('storyBodyLink', languages),
      }),
      image:
        index === 7
          ? null
          : {
              url: assetUrl(assetHost, `stories/${slug}.jpg`),
              mimeType: 'image/jpeg',
              alternativeText: title,
            },
      categoryId: storyCategories[index % storyCategories.length]!.id,
      storyContactIds: contacts.map((contact) => contact.id),
      productSlugs: relatedProducts(random, index),
      isPublished: index !== 11,
      // Every story asks for feedback (public-site §3 story feedback); draws nothing at random.
      modules: [
        {
          __typename: 'FormModule',
          id: `story-${slug}-feedback`,
          heading: term('storyFeedback', languages),
          form: 'STORY_FEEDBACK',
          whitepaper: null,
        },
      ],
    };
  });
  return { storyCategories, storyContacts, storyPages };
}
