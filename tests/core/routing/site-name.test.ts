import { describe, expect, it } from 'vitest';
import { siteTechnicalName } from '../../../core/routing/site-name.ts';

describe('siteTechnicalName (public-site §3 site)', () => {
  it.each([
    ['Events North-America 2024!', 'events_north_america_2024'],
    ['Main', 'main'],
    ['Brand Portal', 'brand_portal'],
    ['wirepro-expo-2024', 'wirepro_expo_2024'],
    ['Cabinet Building (Campaign)', 'cabinet_building_campaign'],
    ['Zürich & Co.', 'zrich__co'],
    ['already_technical', 'already_technical'],
  ])('%s → %s', (name, expected) => {
    expect(siteTechnicalName(name)).toBe(expected);
  });
});
