import type { ModuleImage, ModuleLink, PageModule, PublicFormName } from '../../../core/model/modules.ts';
import { fileExtension, fileLink } from '../../../core/routing/file-link.ts';
import { localizeLink } from '../../../core/routing/localized-link.ts';
import { formatBytes } from '../../../core/text/format-bytes.ts';

/**
 * Content modules as the UI kit renders them (runtime/ui/modules/*.tsx): the CMS modules of
 * core/model/modules.ts with their links resolved for one locale. See docs/architecture.md "Content
 * modules today".
 */

/** A link of a module, resolved: `href` localized when site-relative, external URLs as they are. */
export interface ModuleLinkView {
  text: string;
  href: string;
  openInNewTab: boolean;
}

/** A teaser card, its link resolved. */
export interface TeaserCardView {
  /** A short category above the title; null for none. */
  overline: string | null;
  title: string;
  text: string | null;
  image: ModuleImage | null;
  link: ModuleLinkView;
}

/** A download card: the file link (`/file/{slug}`, public-site §2 file links), its extension and size. */
export interface DownloadCardView {
  title: string;
  href: string;
  /** Upper case, from the file name (`PDF`); '' when none. */
  extension: string;
  /** The size formatted for the locale (`12 kB`). */
  size: string;
  thumbnail: ModuleImage | null;
}

/**
 * The props a form module hands its island (`form:{form}`): plain JSON, the same for every island
 * registered under a form name (docs/features.md "Form islands and the form module").
 */
export interface FormIslandProps {
  /** `service-request`, `open-source-request`, `story-feedback`, `whitepaper-download`. */
  form: PublicFormName;
  /** The page's locale as a BCP 47 tag (`de-CH`, `en`): the form's language and its `locale` field. */
  locale: string;
  /** The file a whitepaper download hands out once sent: CMS slug, title and link; null for none. */
  whitepaper: { fileSlug: string; title: string; href: string } | null;
}

/** A form module: the island to mount (`form:{form}`) and its props. */
export interface FormModuleView {
  __typename: 'FormModule';
  id: string;
  heading: string | null;
  /** The island's name in the client registry: `form:{form}`. */
  island: string;
  props: FormIslandProps;
}

type CmsModule<Name extends PageModule['__typename']> = Extract<PageModule, { __typename: Name }>;

/** A stretched image (hero): its message's optional fields as null when absent, its call to action resolved. */
export interface StretchedImageModuleView {
  __typename: 'StretchedImageModule';
  id: string;
  overline: string | null;
  heading: string | null;
  text: string | null;
  callToAction: ModuleLinkView | null;
  image: ModuleImage;
}

/** A module as the UI renders it: as received, but hero, teaser and download cards with resolved links. */
export type ModuleView =
  | Exclude<
      PageModule,
      { __typename: 'StretchedImageModule' | 'TeaserCardsModule' | 'DownloadCardsModule' | 'FormModule' }
    >
  | StretchedImageModuleView
  | (Omit<CmsModule<'TeaserCardsModule'>, 'cards'> & { cards: TeaserCardView[] })
  | (Omit<CmsModule<'DownloadCardsModule'>, 'cards'> & { cards: DownloadCardView[] })
  | FormModuleView;

/**
 * The modules of a page as one locale shows them (public-site §2 localized links, file links): a hero's
 * call to action (dropped when it has no text) and teaser links that are site-relative (`/company`) get the locale and the site slug (`/de-ch/events/company`),
 * download cards link the file at `/file/{slug}` (with `l={locale}` but for `en`, opening PDFs in the
 * browser and downloading other types) and show its size in the locale's format; a form module names
 * the island `form:{form}` with its props ({@link FormIslandProps}).
 *
 * @param input.localeUrlCode the locale as in its URL (`de-ch`).
 * @param input.siteSlug the slug site-relative links get (null on the main site and own-host sites).
 * @returns a view per module, in order. Never throws.
 */
export function moduleViews(input: {
  modules: readonly PageModule[];
  localeUrlCode: string;
  siteSlug: string | null;
}): ModuleView[] {
  const { localeUrlCode, siteSlug } = input;
  const link = (value: ModuleLink): ModuleLinkView => ({
    text: value.text,
    href: localizeLink({ href: value.target, localeUrlCode, siteSlug }),
    openInNewTab: value.openInNewTab,
  });
  return input.modules.map((module): ModuleView => {
    switch (module.__typename) {
      case 'StretchedImageModule':
        return {
          __typename: 'StretchedImageModule',
          id: module.id,
          overline: module.overline || null,
          heading: module.heading,
          text: module.text,
          callToAction: module.callToAction?.text ? link(module.callToAction) : null,
          image: module.image,
        };
      case 'TeaserCardsModule':
        return {
          ...module,
          cards: module.cards.map((card) => ({
            overline: card.overline || null,
            title: card.title,
            text: card.text,
            image: card.image,
            link: link(card.link),
          })),
        };
      case 'DownloadCardsModule':
        return {
          ...module,
          cards: module.cards.map((card) => ({
            title: card.title,
            href: fileLink({ slug: card.fileSlug, localeUrlCode, download: 'auto', fileName: card.fileName }),
            extension: fileExtension(card.fileName),
            size: formatBytes({ bytes: card.size, locale: localeUrlCode }),
            thumbnail: card.thumbnail,
          })),
        };
      case 'FormModule':
        return {
          __typename: 'FormModule',
          id: module.id,
          heading: module.heading,
          island: `form:${module.form}`,
          props: {
            form: module.form,
            locale: localeTag(localeUrlCode),
            whitepaper: module.whitepaper && {
              fileSlug: module.whitepaper.fileSlug,
              title: module.whitepaper.title,
              href: fileLink({
                slug: module.whitepaper.fileSlug,
                localeUrlCode,
                download: 'auto',
                fileName: module.whitepaper.fileName,
              }),
            },
          },
        };
      default:
        return module;
    }
  });
}

/** The BCP 47 tag of a locale's URL code: `de-ch` → `de-CH`, `en` → `en`. */
export function localeTag(localeUrlCode: string): string {
  const [language = '', ...rest] = localeUrlCode.split('-');
  return [language.toLowerCase(), ...rest.map((part) => part.toUpperCase())].join('-');
}

/**
 * The height of a box `width` px wide showing `image` uncropped: the image's own aspect ratio (its
 * intrinsic `width` × `height`), rounded; `fallbackAspect` (height / width) when there is no image.
 */
export function boxHeight(width: number, image: ModuleImage | null, fallbackAspect = 9 / 16): number {
  const aspect = image ? image.height / image.width : fallbackAspect;
  return Math.round(width * aspect);
}
