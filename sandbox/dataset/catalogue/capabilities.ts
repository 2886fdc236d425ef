import type { AssetUrl } from './assets.ts';
import { translations, untranslated } from './text.ts';
import type { CapabilityRecord } from './types.ts';

/** Ids of the demo capabilities. */
export const CAPABILITY_IDS = {
  crimping: 'cap-crimping',
  stripping: 'cap-stripping',
  twisting: 'cap-twisting',
  sealing: 'cap-sealing',
  qualityInspection: 'cap-quality-inspection',
  processSecurity: 'cap-process-security',
} as const;

/**
 * The six capabilities (customer-area §3 capability). Names are translated, except the trademark
 * 'Sécurité process', whose accents exercise the slug rule in every language; sealing has no image.
 * Images are `capabilities/{name}.jpg` on the asset host.
 */
export function createCapabilities(assetUrl: AssetUrl): CapabilityRecord[] {
  const capability = (
    id: string,
    name: CapabilityRecord['name'],
    image: string | null,
  ): CapabilityRecord => ({
    id,
    name,
    imageUrl: image === null ? null : assetUrl(`capabilities/${image}.jpg`),
  });
  return [
    capability(
      CAPABILITY_IDS.crimping,
      translations(
        'Crimping | Krimpování | Crimpen | Engastado | Sertissage | Krimpelés | 圧着 | Crimpagem | Sertizare | Krimpovanie | 压接',
      ),
      'crimping',
    ),
    capability(
      CAPABILITY_IDS.stripping,
      translations(
        'Stripping | Odizolování | Abisolieren | Pelado | Dénudage | Csupaszítás | 被覆剥き | Decapagem | Dezizolare | Odizolovanie | 剥线',
      ),
      'stripping',
    ),
    capability(
      CAPABILITY_IDS.twisting,
      translations(
        'Twisting | Kroucení | Verdrillen | Trenzado | Torsadage | Sodrás | 撚り | Torção | Răsucire | Krútenie | 绞线',
      ),
      'twisting',
    ),
    capability(
      CAPABILITY_IDS.sealing,
      translations(
        'Sealing | Těsnění | Abdichten | Sellado | Étanchéité | Tömítés | シーリング | Vedação | Etanșare | Tesnenie | 密封',
      ),
      null,
    ),
    capability(
      CAPABILITY_IDS.qualityInspection,
      translations(
        'Quality inspection | Kontrola kvality | Qualitätsprüfung | Inspección de calidad | Contrôle qualité | Minőségellenőrzés | 品質検査 | Inspeção de qualidade | Inspecția calității | Kontrola kvality | 质量检测',
      ),
      'quality-inspection',
    ),
    capability(CAPABILITY_IDS.processSecurity, untranslated('Sécurité process'), 'process-security'),
  ];
}
