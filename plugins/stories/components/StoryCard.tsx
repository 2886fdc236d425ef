import { STORY_IMAGE_BOXES, type StoryCardView } from '../views.ts';
import { StoryImage } from './StoryImage.tsx';

/** Props of {@link StoryCard}. */
export interface StoryCardProps {
  story: StoryCardView;
  /** Level of the title's heading: 2 under the page's `<h1>`, 3 under a section's `<h2>`. Default 2. */
  headingLevel?: 2 | 3;
  /** The image asset host, in an island (the browser knows no configuration). */
  assetHost?: string;
}

/**
 * A story in a list: teaser image, category and publication date, title linking to the story, lead text.
 * Plain markup from plain props, so the overview's island renders it the same on server and client.
 */
export function StoryCard({ story, headingLevel = 2, assetHost }: StoryCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="sf-story-card" data-category={story.category?.slug}>
      <StoryImage
        image={story.image}
        box={STORY_IMAGE_BOXES.card}
        className="sf-story-card__image"
        assetHost={assetHost}
      />
      <div className="sf-story-card__text">
        <p className="sf-story-card__meta">
          {story.category && <span className="sf-story-card__category">{story.category.name}</span>}
          <time dateTime={story.date.iso}>{story.date.text}</time>
        </p>
        <Heading className="sf-story-card__title">
          <a href={story.href} data-sf-link="route">
            {story.title}
          </a>
        </Heading>
        <p className="sf-story-card__lead">{story.leadText}</p>
      </div>
    </article>
  );
}

/** A list of story cards, in the given order. */
export function StoryCards({
  stories,
  headingLevel,
  assetHost,
}: {
  stories: StoryCardView[];
  headingLevel?: 2 | 3;
  assetHost?: string;
}) {
  return (
    <ul className="sf-story-cards">
      {stories.map((story) => (
        <li key={story.id}>
          <StoryCard story={story} headingLevel={headingLevel} assetHost={assetHost} />
        </li>
      ))}
    </ul>
  );
}
