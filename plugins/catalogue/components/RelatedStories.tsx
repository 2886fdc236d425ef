import { useT } from '../../../runtime/ui/i18n-context.tsx';
import { Picture } from '../../../runtime/ui/Picture.tsx';
import { RELATED_STORY_IMAGE, type RelatedStoryView } from '../related-stories.ts';

/**
 * A product's related stories (customer-area §1 "related stories", §7 `storyPages`): teaser image, title
 * linking to the story and lead text, newest first.
 */
export function RelatedStories({ stories }: { stories: RelatedStoryView[] }) {
  const t = useT();
  return (
    <section className="sf-product__stories" aria-labelledby="sf-product-stories">
      <h2 id="sf-product-stories">{t('catalogue:relatedStories')}</h2>
      <ul className="sf-related-stories">
        {stories.map((story) => (
          <li key={story.href} className="sf-related-story">
            <Picture
              src={story.image}
              alt={story.imageAlt}
              width={RELATED_STORY_IMAGE.width}
              height={RELATED_STORY_IMAGE.height}
              className="sf-related-story__image"
            />
            <h3 className="sf-related-story__title">
              <a href={story.href} data-sf-link="route">
                {story.title}
              </a>
            </h3>
            <p className="sf-related-story__lead">{story.leadText}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
