import { Picture } from '../Picture.tsx';
import { MODULE_IMAGES } from './sizes.ts';
import type { ModuleView } from './view.ts';

/** Props of {@link DownloadCardsModule}. */
export interface DownloadCardsModuleProps {
  module: Extract<ModuleView, { __typename: 'DownloadCardsModule' }>;
  /** Below the fold (default true). */
  lazy?: boolean;
}

/**
 * Cards of downloadable files (public-site §3 file, §2 file links): the module's heading (`<h2>`), then
 * per file a link holding its thumbnail (§9 download card thumbnail 128×180; decorative, the title names
 * the link), its title and its extension and size (`PDF · 12 kB`).
 */
export function DownloadCardsModule({ module, lazy = true }: DownloadCardsModuleProps) {
  const box = MODULE_IMAGES.downloadThumbnail;
  return (
    <section className="sf-module sf-module--downloads">
      {module.heading && <h2 className="sf-module__heading">{module.heading}</h2>}
      <ul className="sf-download-cards sf-grid">
        {module.cards.map((card) => (
          <li className="sf-span-6" key={card.href}>
            <a className="sf-download-card" href={card.href}>
              <Picture
                src={card.thumbnail?.url}
                alt=""
                width={box.width}
                height={box.height}
                lazy={lazy}
                className="sf-download-card__thumbnail"
              />
              <span className="sf-download-card__body">
                <span className="sf-download-card__title">{card.title}</span>
                <span className="sf-download-card__meta">
                  {[card.extension, card.size].filter(Boolean).join(' · ')}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
