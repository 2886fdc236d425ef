import { IMAGE_WIDTHS } from '../../../core/media/image-url.ts';
import { useT } from '../../../runtime/ui/i18n-context.tsx';
import { Picture } from '../../../runtime/ui/Picture.tsx';
import type { HighlightView, ProductView } from '../views.ts';

/** The video still's box: 16:9 at the spec's 1180 px (public-site §9 video thumbnail). */
const VIDEO_STILL = {
  width: IMAGE_WIDTHS.videoThumbnail,
  height: Math.round((IMAGE_WIDTHS.videoThumbnail * 9) / 16),
};

/** The product video: its still (1180 px wide), a play mark centred on it, linking to the video. */
export function Video({ video, name }: { video: NonNullable<ProductView['video']>; name: string }) {
  const t = useT();
  return (
    <a className="sf-product__video" href={video.url}>
      <span className="sf-product__video-still">
        <Picture
          className="sf-catalogue-image"
          src={video.image}
          alt={name}
          width={VIDEO_STILL.width}
          height={VIDEO_STILL.height}
          widths={[VIDEO_STILL.width]}
          sizes={`(min-width: 1024px) ${VIDEO_STILL.width / 2}px, 100vw`}
        />
        {/* The pages' one play mark over every still (runtime/ui/styles/components.css). */}
        <span className="sf-module-video__play" aria-hidden="true" />
      </span>
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
