import { Picture } from '../Picture.tsx';
import { MODULE_IMAGES } from './sizes.ts';
import type { ModuleView } from './view.ts';

/** Props of {@link QuoteModule}. */
export interface QuoteModuleProps {
  module: Extract<ModuleView, { __typename: 'QuoteModule' }>;
  /** Below the fold (default true). */
  lazy?: boolean;
}

/**
 * A quotation: `<figure>` with the `<blockquote>` and a caption naming the author and role, beside the
 * author's portrait (the story contact's 80×80 box, public-site §9) when there is one.
 */
export function QuoteModule({ module, lazy = true }: QuoteModuleProps) {
  const box = MODULE_IMAGES.portrait;
  return (
    <figure className="sf-module sf-module--quote">
      <blockquote className="sf-quote__text">
        <p>{module.text}</p>
      </blockquote>
      <figcaption className="sf-quote__author">
        {module.portrait && (
          <Picture
            src={module.portrait.url}
            alt=""
            width={box.width}
            height={box.height}
            lazy={lazy}
            className="sf-quote__portrait"
          />
        )}
        <span>
          <span className="sf-quote__name">{module.author}</span>
          {module.role && <span className="sf-quote__role">{module.role}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
