import { IMAGE_WIDTHS, transformImage } from '../../../core/media/image-url.ts';
import { useT } from '../../../runtime/ui/i18n-context.tsx';
import { DEFAULT_IMAGE_ASPECT, Picture } from '../../../runtime/ui/Picture.tsx';
import type { HighlightView, ProductView } from '../views.ts';

/**
 * The product's image gallery (customer-area §9: gallery 480 px, thumbnails 56 px): the default image
 * large (loaded at once: it is in view), then every image as a thumbnail linking to its 480 px version;
 * the placeholder without images.
 */
export function Gallery({ name, images }: { name: string; images: ProductView['images'] }) {
  const t = useT();
  const [first] = images;
  return (
    <figure className="sf-gallery">
      <Picture
        className="sf-catalogue-image sf-gallery__image"
        src={first?.src ?? null}
        alt={first?.name ?? name}
        width={IMAGE_WIDTHS.gallery}
        lazy={false}
      />
      {images.length > 1 && (
        <ul className="sf-gallery__thumbnails" aria-label={t('catalogue:gallery')}>
          {images.map((image) => (
            <li key={`${image.name}\u0000${image.src ?? ''}`}>
              {image.src ? (
                <a href={galleryHref(image.src)} className="sf-gallery__thumbnail">
                  <Picture
                    className="sf-catalogue-image"
                    src={image.src}
                    alt={image.name}
                    width={IMAGE_WIDTHS.galleryThumbnail}
                  />
                </a>
              ) : (
                <Picture
                  className="sf-catalogue-image"
                  src={null}
                  alt={image.name}
                  width={IMAGE_WIDTHS.galleryThumbnail}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

/** The 480 px gallery version of an image, as a thumbnail links it. */
function galleryHref(src: string): string {
  const width = IMAGE_WIDTHS.gallery;
  return transformImage({ url: src, width, height: Math.round(width * DEFAULT_IMAGE_ASPECT) }) ?? src;
}

/** The video still's box: 16:9 at the spec's 1180 px (public-site §9 video thumbnail). */
const VIDEO_STILL = {
  width: IMAGE_WIDTHS.videoThumbnail,
  height: Math.round((IMAGE_WIDTHS.videoThumbnail * 9) / 16),
};

/** The product video: its still (1180 px wide) linking to the video. */
export function Video({ video, name }: { video: NonNullable<ProductView['video']>; name: string }) {
  const t = useT();
  return (
    <a className="sf-product__video" href={video.url}>
      <Picture
        className="sf-catalogue-image"
        src={video.image}
        alt={name}
        width={VIDEO_STILL.width}
        height={VIDEO_STILL.height}
        widths={[VIDEO_STILL.width]}
        sizes={`(min-width: 1024px) ${VIDEO_STILL.width / 2}px, 100vw`}
      />
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
            <Picture
              className="sf-catalogue-image"
              src={highlight.image}
              alt={highlight.name}
              width={IMAGE_WIDTHS.gallery}
            />
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
