import { Picture } from '../Picture.tsx';
import { MODULE_IMAGES } from './sizes.ts';
import { boxHeight, type ModuleView } from './view.ts';

/** Props of {@link StretchedImageModule}. */
export interface StretchedImageModuleProps {
  module: Extract<ModuleView, { __typename: 'StretchedImageModule' }>;
  /** Below the fold (default true); false for a hero in view: loaded at once, with high priority. */
  lazy?: boolean;
}

/**
 * A full-width hero image (public-site §9 Stretched 1180; its height from the image's aspect ratio), with
 * its heading (`<h2>`) and text below it when the CMS gives them.
 */
export function StretchedImageModule({ module, lazy = true }: StretchedImageModuleProps) {
  const { image } = module;
  const { width, widths, sizes } = MODULE_IMAGES.stretched;
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
        className="sf-module__image"
      />
      {(module.heading || module.text) && (
        <div className="sf-module__caption-box">
          {module.heading && <h2 className="sf-module__heading">{module.heading}</h2>}
          {module.text && <p className="sf-module__text">{module.text}</p>}
        </div>
      )}
    </section>
  );
}
