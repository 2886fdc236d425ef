import type { Brand } from '../../core/model/system-data.ts';

const ASSET_HOST = 'https://assets.machinery-group.test';

const brand = (key: string, name: string, pimId: string | null, theme: string): Brand => ({
  id: `brand-${key}`,
  name,
  pimId,
  theme,
  image: { url: `${ASSET_HOST}/brands/${key}.png`, alternativeText: `${name} logo`, mimeType: 'image/png' },
});

/**
 * The group's brands (public-site §3 brand): stable ids `brand-<key>`, a theme named after the brand
 * (public-site §9), a logo on the asset host. One brand has no product-data id (`pimId: null`).
 */
export function createBrands(): Brand[] {
  return [
    brand('aurum', 'Aurum Wire Systems', 'PIM-BR-0001', 'Aurum'),
    brand('borealis', 'Borealis Cabling', 'PIM-BR-0002', 'Borealis'),
    brand('cobalt', 'Cobalt Automation', 'PIM-BR-0003', 'Cobalt'),
    brand('delta', 'Delta Test Solutions', null, 'Delta'),
  ];
}
