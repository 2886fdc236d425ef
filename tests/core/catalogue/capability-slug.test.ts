import { describe, expect, it } from 'vitest';
import { capabilitySlug, findCapabilityBySlug } from '../../../core/catalogue/capability-slug.ts';

describe('capabilitySlug (customer-area §3 capability)', () => {
  it.each([
    ['Crimp Force Monitoring', 'crimp-force-monitoring'],
    ['Détection précise', 'detection-precise'],
    ['Überwachung der Crimpkraft', 'uberwachung-der-crimpkraft'],
    ['Señal añadida', 'senal-anadida'],
    ['Řízení kvality', 'rizeni-kvality'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['Runs   of\tspaces', 'runs-of-spaces'],
    ['Already-hyphenated Name', 'already-hyphenated-name'],
    ['ALL CAPS', 'all-caps'],
    ['', ''],
  ])('%j → %j', (name, slug) => {
    expect(capabilitySlug(name)).toBe(slug);
  });

  // Real capability and technical-area words of each of the eleven UI languages (locales/).
  it.each([
    ['en', 'Crimp Force Monitoring', 'crimp-force-monitoring'],
    ['cs', 'Řízení kvality a krimpování', 'rizeni-kvality-a-krimpovani'],
    ['de', 'Überwachung der Crimpkraft', 'uberwachung-der-crimpkraft'],
    ['es', 'Señal añadida de engarzado', 'senal-anadida-de-engarzado'],
    ['fr', 'Détection précise du dénudage', 'detection-precise-du-denudage'],
    ['hu', 'Minőségbiztosítás és csupaszolás', 'minosegbiztositas-es-csupaszolas'],
    ['ja', 'ワイヤーハーネス加工', 'ワイヤーハーネス加工'],
    ['ja', 'ブランド ガイドライン', 'ブランド-ガイドライン'],
    ['ja', 'データベース プレス圧着', 'データベース-プレス圧着'],
    ['pt', 'Inspeção de chicotes elétricos', 'inspecao-de-chicotes-eletricos'],
    ['ro', 'Asigurarea calității și tăiere', 'asigurarea-calitatii-si-taiere'],
    ['sk', 'Spracovanie káblových zväzkov', 'spracovanie-kablovych-zvazkov'],
    ['zh', '线束加工', '线束加工'],
    ['zh', '质量 保证', '质量-保证'],
  ])('%s: %j → %j', (_language, name, slug) => {
    expect(capabilitySlug(name)).toBe(slug);
  });

  // Scripts without accents to strip keep every letter: their marks are part of the letter.
  it.each([
    ['Japanese voiced kana', 'ガイド付き ブザー', 'ガイド付き-ブザー'],
    ['Russian й and ё', 'Новый Ёмкостный датчик', 'новый-ёмкостный-датчик'],
    ['Korean hangul', '품질 보증', '품질-보증'],
    ['Hindi vowel signs', 'गुणवत्ता जांच', 'गुणवत्ता-जांच'],
  ])('keeps a word of a script without accents (%s)', (_script, name, slug) => {
    expect(capabilitySlug(name)).toBe(slug);
    expect(capabilitySlug(name)).toBe(capabilitySlug(name).normalize('NFC'));
  });

  it('a composed and a decomposed accent give the same slug', () => {
    expect(capabilitySlug('Qualit\u00e9')).toBe(capabilitySlug('Qualite\u0301'));
  });
});

describe('findCapabilityBySlug (customer-area §8 no capability for slug)', () => {
  const capabilities = [
    { id: 'c1', name: 'Crimp Force Monitoring' },
    { id: 'c2', name: 'Détection précise' },
  ];

  it('finds the capability whose derived slug matches', () => {
    expect(findCapabilityBySlug({ capabilities, slug: 'detection-precise' })?.id).toBe('c2');
  });

  it('logs the not-found message and returns null', () => {
    const messages: string[] = [];
    const found = findCapabilityBySlug({ capabilities, slug: 'laser-marking', log: (m) => messages.push(m) });
    expect(found).toBeNull();
    expect(messages).toEqual(['No capability found for slug laser-marking']);
  });
});
