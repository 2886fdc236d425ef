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
