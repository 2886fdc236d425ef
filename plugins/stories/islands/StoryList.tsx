import { useEffect, useState } from 'react';
import { ToggleGroup } from '../../../runtime/ui/ToggleGroup.tsx';
import { StoryCards } from '../components/StoryCard.tsx';
import { CATEGORY_PARAMETER, categoryFromSearch, filterByCategory } from '../rules.ts';
import type { StoryCardView } from '../views.ts';

/** Props of {@link StoryList}; serialized into the page, so plain data only. */
export interface StoryListProps {
  /** The stories of the locale, newest first. */
  stories: StoryCardView[];
  /** The categories the filter offers, in the order shown. */
  categories: { slug: string; name: string }[];
  /** Translated texts: the filter's accessible name, the 'all' choice, the empty list. */
  labels: { filter: string; allCategories: string; noStories: string };
  /** The image asset host (config `images.assetHost`): the browser knows no configuration. */
  assetHost: string;
}

/**
 * The story overview's list with its category filter ("overview newest first with category
 * filter"), an island: one toggle button per category plus 'all', the chosen one `aria-pressed`. The
 * server renders every story (also what a visitor without scripts gets); in the browser the choice
 * filters the list in place and is kept in the address as `?category={slug}`, so a filtered overview
 * can be shared and reloaded.
 */
export function StoryList({ stories, categories, labels, assetHost }: StoryListProps) {
  const [category, setCategory] = useState<string | null>(null);
  // After hydration: a `?category=` in the address chooses the filter (the server rendered all stories).
  useEffect(() => setCategory(categoryFromSearch(window.location.search)), []);

  const choose = (next: string | null) => {
    setCategory(next);
    const url = new URL(window.location.href);
    if (next === null) url.searchParams.delete(CATEGORY_PARAMETER);
    else url.searchParams.set(CATEGORY_PARAMETER, next);
    window.history.replaceState(window.history.state, '', url);
  };
  const shown = filterByCategory({ stories, category });
  // An unknown category (an outdated link) shows every story, with 'all' chosen.
  const active = categories.some((entry) => entry.slug === category) ? category : null;
  return (
    <div className="sf-story-list">
      {categories.length > 1 && (
        <ToggleGroup
          label={labels.filter}
          options={[
            { key: null, label: labels.allCategories },
            ...categories.map((entry) => ({ key: entry.slug, label: entry.name })),
          ]}
          selected={active}
          onSelect={choose}
        />
      )}
      {shown.length > 0 ? (
        <StoryCards stories={shown} assetHost={assetHost} />
      ) : (
        <p className="sf-story-list__empty">{labels.noStories}</p>
      )}
    </div>
  );
}
