import { Picture } from '../Picture.tsx';
import { MODULE_IMAGES } from './sizes.ts';
import { boxHeight, type ModuleView } from './view.ts';

/** Props of {@link StretchedImageModule}. */
export interface StretchedImageModuleProps {
  module: Extract<ModuleView, { __typename: 'StretchedImageModule' }>;
  /**
   * Below the fold (default true). false for a hero in view, the page's largest paint: loaded at once
   * (`loading="eager"`) with `fetchpriority="high"`.
   */
  lazy?: boolean;
}

/**
 * A full-width hero (public-site §3 page modules, §9 Stretched 1180): the image, and over it the CMS
 * message when there is one: overline, headline (`<h2>`), lead and the call to action as a large
 * light button. From 768 px the message sits on the image's left behind the theme's scrim
 * (`--sf-hero-scrim`), so white text stays readable on any picture; on narrow screens the image is
 * cropped to 16:9 and the message follows it on the dark band (`--sf-surface-dark`). Without a
 * message the image shows alone at its own aspect ratio. Its box is fixed by the `width`/`height`
 * attributes and the stylesheet, so nothing shifts while it loads.
 */
export function StretchedImageModule({ module, lazy = true }: StretchedImageModuleProps) {
  const { image, overline, heading, text, callToAction } = module;
  const { width, widths, sizes } = MODULE_IMAGES.stretched;
  const hasMessage = Boolean(overline || heading || text || callToAction);
  return (
    <section className="sf-module sf-module--stretched">
      <Picture
        src={image.url}
        alt={image.alternativeText}
        width={width}
        height={boxHeight(width, image)}
        widths={widths}
        sizes={sizes}
        lazy={lazy}
        className="sf-module__image sf-hero__image"
      />
      {hasMessage && (
        <div className="sf-hero__content">
          {overline && <p className="sf-overline sf-hero__overline">{overline}</p>}
          {heading && <h2 className="sf-module__heading sf-hero__heading">{heading}</h2>}
          {text && <p className="sf-module__text sf-hero__lead">{text}</p>}
          {callToAction && (
            <a
              className="sf-button sf-button--on-dark sf-button--large sf-hero__action"
              href={callToAction.href}
              {...(callToAction.openInNewTab && { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {callToAction.text}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
