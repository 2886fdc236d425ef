import type { Brand } from '../../core/model/system-data.ts';
import { assetUrl, SANDBOX_ASSET_HOST } from '../images/asset-host.ts';

/**
 * The group's brands (public-site §3 brand): stable ids `brand-<key>`, a theme named after the brand
 * (public-site §9), a logo `brands/{key}.png` on the asset host. One brand has no product-data id
 * (`pimId: null`).
 *
 * @param options.assetHost the image asset host (config `images.assetHost`); default the sandbox image
 *   service's address.
 */
export function createBrands(options: { assetHost?: string } = {}): Brand[] {
  const { assetHost = SANDBOX_ASSET_HOST } = options;
  const brand = (key: string, name: string, pimId: string | null, theme: string): Brand => ({
    id: `brand-${key}`,
    name,
    pimId,
    theme,
    image: {
      url: assetUrl(assetHost, `brands/${key}.png`),
      alternativeText: `${name} logo`,
      mimeType: 'image/png',
    },
  });
  return [
    brand('aurum', 'Aurum Wire Systems', 'PIM-BR-0001', 'Aurum'),
    brand('borealis', 'Borealis Cabling', 'PIM-BR-0002', 'Borealis'),
    brand('cobalt', 'Cobalt Automation', 'PIM-BR-0003', 'Cobalt'),
    brand('delta', 'Delta Test Solutions', null, 'Delta'),
  ];
}
