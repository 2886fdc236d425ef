import { load } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StoryList, type StoryListProps } from '../../../plugins/stories/islands/StoryList.tsx';
import type { StoryCardView } from '../../../plugins/stories/views.ts';

const card = (id: string, category: string | null, date: string): StoryCardView => ({
  id,
  href: `/en/stories/${id}`,
  title: `Story ${id}`,
  leadText: `Lead ${id}`,
  date: { iso: date, text: date },
  category: category ? { slug: category, name: category.toUpperCase() } : null,
  image: { src: null, alt: `Story ${id}` },
});

const props: StoryListProps = {
  stories: [
    card('c', 'innovation', '2025-01-05'),
    card('a', 'people', '2024-02-01'),
    card('b', null, '2023-01-01'),
  ],
  categories: [
    { slug: 'innovation', name: 'INNOVATION' },
    { slug: 'people', name: 'PEOPLE' },
  ],
  labels: { filter: 'Filter stories by category', allCategories: 'All', noStories: 'No stories available' },
  assetHost: 'http://127.0.0.1:4322/',
};

describe('StoryList as the server renders it (overview with category filter)', () => {
  it('shows every story in the given order, "All" chosen among the category buttons', () => {
    const $ = load(renderToString(<StoryList {...props} />));
    expect(
      $('.sf-story-card__title a')
        .map((_, link) => $(link).attr('href'))
        .get(),
    ).toEqual(['/en/stories/c', '/en/stories/a', '/en/stories/b']);
    const group = $('[role="group"]');
    expect(group.attr('aria-label')).toBe('Filter stories by category');
    expect(
      group
        .find('button')
        .map((_, button) => `${$(button).text()}:${$(button).attr('aria-pressed')}`)
        .get(),
    ).toEqual(['All:true', 'INNOVATION:false', 'PEOPLE:false']);
  });

  it('shows the placeholder for a story without image, with its title as name', () => {
    const $ = load(renderToString(<StoryList {...props} />));
    expect($('.sf-story-card').first().find('[role="img"]').attr('aria-label')).toBe('Story c');
  });

  it('offers no filter for fewer than two categories, and says when there is no story', () => {
    const $ = load(renderToString(<StoryList {...props} stories={[]} categories={[]} />));
    expect($('[role="group"]').length).toBe(0);
    expect($('.sf-story-list__empty').text()).toBe('No stories available');
  });
});
