import type { UiLanguage } from '../../core/model/system-data.ts';
import type { Localized, ModuleImageRecord, ModuleRecord } from '../dataset/types.ts';
import { localize } from './locale-chain.ts';

/**
 * Content modules of a page (public-site §3 page, §9 module widths) in the content service: `Page.modules`,
 * a list of the union `PageModule` (Hygraph's modular component field), each member told apart by
 * `__typename`. Texts come in the language the page itself is served in (`Page.locale`), then `en`.
 * Fields of one name have one type across the members (`heading`, `text`: nullable String), as a union
 * selection requires; required ones are non-empty in the data.
 */
export const MODULES_SDL = /* GraphQL */ `
  "An image of a module: on the asset host, with its intrinsic size in px."
  type ModuleImage { url: String! alternativeText: String! width: Int! height: Int! }
  type ModuleLink { text: String! target: String! openInNewTab: Boolean! }

  "A hero: the image with an optional message over it (overline, headline, lead, call to action)."
  type StretchedImageModule {
    id: ID!
    overline: String
    heading: String
    text: String
    callToAction: ModuleLink
    image: ModuleImage!
  }
  type StretchedVideoModule { id: ID! heading: String videoUrl: String! poster: ModuleImage! }
  type BreakOutImageModule { id: ID! caption: String image: ModuleImage! }
  type InlineImageModule { id: ID! caption: String image: ModuleImage! }
  type AsideSquareModule { id: ID! heading: String text: String image: ModuleImage! }
  type AsideVideoModule { id: ID! heading: String text: String videoUrl: String! poster: ModuleImage! }
  type TeaserCard { overline: String title: String! text: String image: ModuleImage link: ModuleLink! }
  type TeaserCardsModule { id: ID! heading: String cards: [TeaserCard!]! }
  type QuoteModule { id: ID! text: String author: String! role: String portrait: ModuleImage }
  type DownloadCard { title: String! fileSlug: String! fileName: String! "Bytes." size: Int! thumbnail: ModuleImage }
  type DownloadCardsModule { id: ID! heading: String cards: [DownloadCard!]! }
  type MarketingLogo { name: String! image: ModuleImage }
  type MarketingLogosModule { id: ID! heading: String logos: [MarketingLogo!]! }
  "The public forms an editor can place (public-site §3 public forms)."
  enum PublicForm { SERVICE_REQUEST OPEN_SOURCE_REQUEST STORY_FEEDBACK WHITEPAPER_DOWNLOAD }
  "A file a whitepaper download hands out once sent."
  type FormWhitepaper { title: String! fileSlug: String! fileName: String! "Bytes." size: Int! }
  type FormModule { id: ID! heading: String form: PublicForm! whitepaper: FormWhitepaper }

  union PageModule =
      StretchedImageModule
    | StretchedVideoModule
    | BreakOutImageModule
    | InlineImageModule
    | AsideSquareModule
    | AsideVideoModule
    | TeaserCardsModule
    | QuoteModule
    | DownloadCardsModule
    | MarketingLogosModule
    | FormModule

  extend type Page {
    "The page's content modules, in order; [] for none."
    modules: [PageModule!]!
  }
`;

/** Every localized text of a stored module, replaced by its text in the first language of `chain` it has. */
export function localizeModule(module: ModuleRecord, chain: readonly UiLanguage[]): unknown {
  const text = (value: Localized | null) => (value === null ? null : localize(value, chain));
  const image = (value: ModuleImageRecord | null) =>
    value === null ? null : { ...value, alternativeText: localize(value.alternativeText, chain) };
  switch (module.__typename) {
    case 'StretchedImageModule':
      return {
        ...module,
        overline: text(module.overline ?? null),
        heading: text(module.heading),
        text: text(module.text),
        callToAction: module.callToAction
          ? { ...module.callToAction, text: text(module.callToAction.text) }
          : null,
        image: image(module.image),
      };
    case 'StretchedVideoModule':
      return { ...module, heading: text(module.heading), poster: image(module.poster) };
    case 'BreakOutImageModule':
    case 'InlineImageModule':
      return { ...module, caption: text(module.caption), image: image(module.image) };
    case 'AsideSquareModule':
      return {
        ...module,
        heading: text(module.heading),
        text: text(module.text),
        image: image(module.image),
      };
    case 'AsideVideoModule':
      return {
        ...module,
        heading: text(module.heading),
        text: text(module.text),
        poster: image(module.poster),
      };
    case 'TeaserCardsModule':
      return {
        ...module,
        heading: text(module.heading),
        cards: module.cards.map((card) => ({
          overline: text(card.overline ?? null),
          title: text(card.title),
          text: text(card.text),
          image: image(card.image),
          link: { ...card.link, text: text(card.link.text) },
        })),
      };
    case 'QuoteModule':
      return {
        ...module,
        text: text(module.text),
        role: text(module.role),
        portrait: image(module.portrait),
      };
    case 'DownloadCardsModule':
      return {
        ...module,
        heading: text(module.heading),
        cards: module.cards.map((card) => ({
          ...card,
          title: text(card.title),
          thumbnail: image(card.thumbnail),
        })),
      };
    case 'MarketingLogosModule':
      return {
        ...module,
        heading: text(module.heading),
        logos: module.logos.map((logo) => ({ ...logo, image: image(logo.image) })),
      };
    case 'FormModule':
      return {
        ...module,
        heading: text(module.heading),
        whitepaper: module.whitepaper && { ...module.whitepaper, title: text(module.whitepaper.title) },
      };
  }
}

/**
 * Resolvers of {@link MODULES_SDL}: a page node (sandbox/content/nodes.ts `pageNode`, which carries the
 * stored `modules` and the `locale` it is served in) answers its modules in that language, then `en`.
 */
export const modulesResolvers = {
  Page: {
    modules: (page: { locale: UiLanguage; modules?: ModuleRecord[] }) =>
      (page.modules ?? []).map((module) => localizeModule(module, [page.locale, 'en'])),
  },
  PageModule: {
    __resolveType: (module: { __typename: string }) => module.__typename,
  },
};
