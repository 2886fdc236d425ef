import { Picture } from '../Picture.tsx';
import { MODULE_IMAGES } from './sizes.ts';
import type { ModuleView } from './view.ts';

/** Props of {@link MarketingLogosModule}. */
export interface MarketingLogosModuleProps {
  module: Extract<ModuleView, { __typename: 'MarketingLogosModule' }>;
  /** Below the fold (default true). */
  lazy?: boolean;
}

/**
 * A strip of logos (public-site §9 marketing logo 304×52, fitted into the box uncropped): the module's
 * heading (`<h2>`), then each logo named by its brand; the placeholder for a logo without image.
 */
export function MarketingLogosModule({ module, lazy = true }: MarketingLogosModuleProps) {
  const box = MODULE_IMAGES.marketingLogo;
  return (
    <section className="sf-module sf-module--logos">
      {module.heading && <h2 className="sf-module__heading">{module.heading}</h2>}
      <ul className="sf-logos">
        {module.logos.map((logo) => (
          <li className="sf-logos__item" key={logo.name}>
            <Picture
              src={logo.image?.url}
              alt={logo.name}
              width={box.width}
              height={box.height}
              fit="clip"
              lazy={lazy}
              className="sf-logos__image"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
