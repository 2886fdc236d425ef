import { UI_LANGUAGES, type UiLanguage } from '../../core/model/system-data.ts';
import { createBodies } from './bodies.ts';
import type { Random } from './prng.ts';
import { isoDate } from './stories.ts';
import { fillPhrase, STORY_PHRASES, type StoryPhrases } from './story-phrases.ts';
import type { Localized, MediaReleasePageRecord } from './types.ts';

/** Number of media releases at any seed. */
export const MEDIA_RELEASE_COUNT = 14;

const BASE_DATE = Date.UTC(2022, 1, 3);
const CITIES = ['Grafenau', 'Monterrey', 'Suzhou', 'Porto', 'Brno', 'Timișoara', 'Győr'] as const;
/** Releases at these positions are ad hoc announcements. */
const ADHOC = new Set([3, 8, 12]);

/** Languages of a release: en and de always, the group's other press languages often, the rest seldom. */
function releaseLanguages(random: Random): UiLanguage[] {
  return UI_LANGUAGES.filter((language) => {
    if (language === 'en' || language === 'de') return true;
    return random.chance(['fr', 'es', 'zh', 'ja'].includes(language) ? 0.7 : 0.4);
  });
}

/**
 * The demo media releases (public-site §3 media release): {@link MEDIA_RELEASE_COUNT} group-wide
 * releases, about three months apart, in en and de and some other languages; three are ad hoc
 * announcements, one is unpublished. Ids and slugs (`media-release-1`, `ad-hoc-announcement-4`) do not depend on the
 * seed; dates and languages do.
 */
export function createMediaReleases(random: Random): MediaReleasePageRecord[] {
  return Array.from({ length: MEDIA_RELEASE_COUNT }, (_, index): MediaReleasePageRecord => {
    const adhoc = ADHOC.has(index);
    const publicationDate = isoDate(BASE_DATE, index * 91 + random.int(0, 20));
    const year = publicationDate.slice(0, 4);
    const city = CITIES[index % CITIES.length]!;
    const languages = releaseLanguages(random);
    const fill = (pick: (phrases: StoryPhrases) => string): Localized =>
      Object.fromEntries(
        languages.map((language) => [
          language,
          fillPhrase({ template: pick(STORY_PHRASES[language]), language, values: { city, year } }),
        ]),
      );
    const title = fill((phrases) =>
      adhoc ? phrases.adhocTitles[index % 2]! : phrases.releaseTitles[index % 3]!,
    );
    const slug = `${adhoc ? 'ad-hoc-announcement' : 'media-release'}-${index + 1}`;
    return {
      id: slug,
      slug,
      publicationDate,
      languages,
      title,
      leadText: fill((phrases) => phrases.releaseLeads[index % 2]!),
      body: createBodies({ title, linkPath: '/media-releases', random }),
      adhoc,
      isPublished: index !== 5,
    };
  });
}
