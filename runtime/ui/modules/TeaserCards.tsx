import { Picture } from '../Picture.tsx';
import { MODULE_IMAGES } from './sizes.ts';
import { boxHeight, type ModuleView } from './view.ts';

/** Props of {@link TeaserCardsModule}. */
export interface TeaserCardsModuleProps {
  module: Extract<ModuleView, { __typename: 'TeaserCardsModule' }>;
  /** Below the fold (default true). */
  lazy?: boolean;
}

/**
 * Cards teasing other pages: the module's heading (`<h2>`), then per card its image (§9 gallery 480,
 * height from its aspect ratio), its overline, its title (`<h3>`) as the card's one link, so the link
 * says where it goes, its text, and the CMS link text as the card's call to action. The whole card is
 * the link's target area (the stylesheet stretches the link over it) and shows hover and focus states.
 */
export function TeaserCardsModule({ module, lazy = true }: TeaserCardsModuleProps) {
  const box = MODULE_IMAGES.teaser;
  return (
    <section className="sf-module sf-module--teasers">
      {module.heading && <h2 className="sf-module__heading">{module.heading}</h2>}
      <ul className="sf-teasers sf-grid">
        {module.cards.map((card) => (
          <li className="sf-teaser sf-span-4" key={card.link.href}>
            {card.image && (
              <Picture
                src={card.image.url}
                alt=""
                width={box.width}
                height={boxHeight(box.width, card.image, 3 / 4)}
                widths={box.widths}
                sizes={box.sizes}
                lazy={lazy}
                className="sf-teaser__image"
              />
            )}
            {card.overline && <p className="sf-overline sf-teaser__overline">{card.overline}</p>}
            <h3 className="sf-teaser__title">
              <a
                className="sf-teaser__link"
                href={card.link.href}
                {...(card.link.openInNewTab && { target: '_blank', rel: 'noopener noreferrer' })}
              >
                {card.title}
              </a>
            </h3>
            {card.text && <p className="sf-teaser__text">{card.text}</p>}
            {card.link.text && (
              <span className="sf-teaser__more" aria-hidden="true">
                {card.link.text}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
