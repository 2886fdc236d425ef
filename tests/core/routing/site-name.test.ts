import { describe, expect, it } from 'vitest';
import { siteTechnicalName } from '../../../core/routing/site-name.ts';

describe('siteTechnicalName (public-site §3 site)', () => {
  it.each([
    ['Events North-America 2024!', 'events_north_america_2024'],
    ['Main', 'main'],
    ['Brand Portal', 'brand_portal'],
    ['wirepro-expo-2024', 'wirepro_expo_2024'],
    ['Cabinet Building (Campaign)', 'cabinet_building_campaign'],
    ['Zürich & Co.', 'zurich__co'],
    ['already_technical', 'already_technical'],
    // Site names in each script of the eleven UI languages: letters are word characters in any script.
    ['Kabelová Řešení', 'kabelova_reseni'],
    ['Técnica de Señales', 'tecnica_de_senales'],
    ['Minőség Központ', 'minoseg_kozpont'],
    ['Soluții România', 'solutii_romania'],
    ['ワイヤーハーネス 展示会 2025', 'ワイヤーハーネス_展示会_2025'],
    ['ガイド付き デモ', 'ガイド付き_デモ'],
    ['线束 加工-中心', '线束_加工_中心'],
    ['Новый сайт', 'новый_сайт'],
  ])('%s → %s', (name, expected) => {
    expect(siteTechnicalName(name)).toBe(expected);
  });
});
