import { Picture } from '../Picture.tsx';
import { MODULE_IMAGES } from './sizes.ts';
import { VideoLink } from './VideoLink.tsx';
import type { ModuleView } from './view.ts';

/** Props of {@link AsideSquareModule}. */
export interface AsideSquareModuleProps {
  module: Extract<ModuleView, { __typename: 'AsideSquareModule' }>;
  /** Below the fold (default true). */
  lazy?: boolean;
}

/**
 * Text (heading `<h2>` and paragraph) beside a square image (public-site §9 AsideSquare 960×960), the
 * picture fitted uncropped into the square.
 */
export function AsideSquareModule({ module, lazy = true }: AsideSquareModuleProps) {
  const box = MODULE_IMAGES.asideSquare;
  return (
    <section className="sf-module sf-module--aside">
      <div className="sf-module__aside-text">
        <h2 className="sf-module__heading">{module.heading}</h2>
        <p className="sf-module__text">{module.text}</p>
      </div>
      <div className="sf-module__aside-media">
        <Picture
          src={module.image.url}
          alt={module.image.alternativeText}
          width={box.width}
          height={box.height}
          widths={box.widths}
          sizes={box.sizes}
          lazy={lazy}
          // Fitted whole into the square, never cropped: a landscape picture keeps its edges (and any
          // lettering along them); the box stays square (styles/components.css).
          fit="clip"
          className="sf-module__image sf-module__image--square"
        />
      </div>
    </section>
  );
}

/** Props of {@link AsideVideoModule}. */
export interface AsideVideoModuleProps {
  module: Extract<ModuleView, { __typename: 'AsideVideoModule' }>;
  /** Below the fold (default true). */
  lazy?: boolean;
}

/** Text (heading `<h2>` and paragraph) beside a video poster linking the video (public-site §9 AsideVideo 960×540). */
export function AsideVideoModule({ module, lazy = true }: AsideVideoModuleProps) {
  return (
    <section className="sf-module sf-module--aside sf-module--aside-video">
      <div className="sf-module__aside-text">
        <h2 className="sf-module__heading">{module.heading}</h2>
        <p className="sf-module__text">{module.text}</p>
      </div>
      <div className="sf-module__aside-media">
        <VideoLink
          videoUrl={module.videoUrl}
          poster={module.poster}
          label={module.heading}
          box={MODULE_IMAGES.asideVideo}
          lazy={lazy}
        />
      </div>
    </section>
  );
}
