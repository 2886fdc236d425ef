import { IMAGE_WIDTHS } from '../../../core/media/image-url.ts';
import { useT } from '../../../runtime/ui/i18n-context.tsx';
import type { HighlightView, ProductView } from '../views.ts';
import { CatalogueImage } from './CatalogueImage.tsx';

/**
 * The product's image gallery (customer-area §9: gallery 480 px, thumbnails 56 px): the default image
 * large, then every image as a thumbnail linking to its 480 px version; the placeholder without images.
 */
export function Gallery({ name, images }: { name: string; images: ProductView['images'] }) {
  const t = useT();
  const [first] = images;
  return (
    <figure className="sf-gallery">
      <CatalogueImage
        className="sf-gallery__image"
        src={first?.src ?? null}
        alt={first?.name ?? name}
        width={IMAGE_WIDTHS.gallery}
      />
      {images.length > 1 && (
        <ul className="sf-gallery__thumbnails" aria-label={t('catalogue:gallery')}>
          {images.map((image) => (
            <li key={`${image.name}\u0000${image.src ?? ''}`}>
              {image.src ? (
                <a href={image.src} className="sf-gallery__thumbnail">
                  <CatalogueImage
                    src={image.thumbnail}
                    alt={image.name}
                    width={IMAGE_WIDTHS.galleryThumbnail}
                  />
                </a>
              ) : (
                <CatalogueImage src={null} alt={image.name} width={IMAGE_WIDTHS.galleryThumbnail} />
              )}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

/** The product video: its still (1180 px wide) linking to the video. */
export function Video({ video, name }: { video: NonNullable<ProductView['video']>; name: string }) {
  const t = useT();
  return (
    <a className="sf-product__video" href={video.url}>
      <CatalogueImage src={video.image} alt={name} width={IMAGE_WIDTHS.videoThumbnail} />
      <span className="sf-product__video-label">{t('catalogue:video')}</span>
    </a>
  );
}

/** The highlights kept by the rule of customer-area §5, each with its image or video still. */
export function Highlights({ highlights }: { highlights: HighlightView[] }) {
  const t = useT();
  return (
    <section className="sf-product__highlights" aria-labelledby="sf-product-highlights">
      <h2 id="sf-product-highlights">{t('catalogue:highlights')}</h2>
      <ul className="sf-highlights">
        {highlights.map((highlight) => (
          <li key={highlight.name} className="sf-highlight">
            <CatalogueImage src={highlight.image} alt={highlight.name} width={IMAGE_WIDTHS.gallery} />
            <h3 className="sf-highlight__name">{highlight.name}</h3>
            {highlight.shortDescription && <p className="sf-highlight__lead">{highlight.shortDescription}</p>}
            {highlight.longDescription && <p>{highlight.longDescription}</p>}
            {highlight.videoUrl && (
              <a className="sf-highlight__video" href={highlight.videoUrl}>
                {t('catalogue:video')}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
