import { Picture } from '../../../runtime/ui/Picture.tsx';
import type { NewsFeedItemView } from '../feed.ts';

/**
 * The box of an item's image in CSS px (16:9; the stylesheet's `.sf-news-feed__image`, 5rem wide): the
 * `<picture>` lists it at 1× and 2× (public-site §9 image defaults; the spec gives the feed no width).
 */
export const NEWS_IMAGE = { width: 80, height: 45 } as const;

/** Props of {@link NewsFeedItem}. */
export interface NewsFeedItemProps {
  item: NewsFeedItemView;
  /** The image asset host (the API's `assetHost`): the browser knows no configuration. */
  assetHost: string;
  /** Formats the publication date for the page's language. */
  dateFormat: Intl.DateTimeFormat;
  /** Marked new (unread, customer-area §4): shows `newLabel`. */
  isNew: boolean;
  /** The panel's texts: the "new" marker and the link's "read more". */
  newLabel: string;
  readMoreLabel: string;
}

/**
 * One item of the news-feed panel (customer-area §3 news feed item: title, text, publication date, link,
 * image). The image goes through the image pipeline like every page image (runtime/ui/Picture.tsx:
 * `<picture>` with a WebP source and the png default, 1× and 2× `srcset`, `width`/`height`, lazy), the
 * placeholder when the item's image has no URL or 'null'; an item without image shows none. The link
 * (already checked by the API: site path or http(s) URL) reads "read more" and, for screen readers, the
 * title.
 */
export function NewsFeedItem({
  item,
  assetHost,
  dateFormat,
  isNew,
  newLabel,
  readMoreLabel,
}: NewsFeedItemProps) {
  return (
    <li className="sf-news-feed__item" data-news-item={item.id}>
      {item.image ? (
        <Picture
          className="sf-news-feed__image"
          src={item.image.url}
          alt={item.image.alternativeText}
          width={NEWS_IMAGE.width}
          height={NEWS_IMAGE.height}
          assetHost={assetHost}
        />
      ) : null}
      <div className="sf-news-feed__body">
        <h3 className="sf-news-feed__item-title">{item.title}</h3>
        <p className="sf-news-feed__meta">
          <time dateTime={item.publicationDate}>{dateFormat.format(new Date(item.publicationDate))}</time>
          {isNew ? <span className="sf-news-feed__new">{newLabel}</span> : null}
        </p>
        <p className="sf-news-feed__text">{item.text}</p>
        {item.link ? (
          <a className="sf-news-feed__link" href={item.link}>
            {readMoreLabel}
            <span className="sf-sr-only">: {item.title}</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}
