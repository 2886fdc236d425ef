/**
 * Derives a site's technical name from its display name (public-site §3 site): lower-case, spaces and
 * hyphens to underscores, other non-word characters (anything but ASCII letters, digits, `_`) removed.
 *
 * @example siteTechnicalName('Events North-America 2024!') // 'events_north_america_2024'
 * @param name the site's name from the content service.
 * @returns the technical name; accented letters are removed, not transliterated (`Zürich` → `zrich`).
 */
export function siteTechnicalName(name: string): string {
  return name.toLowerCase().replace(/[\s-]/g, '_').replace(/\W/g, '');
}
