import { pdfBytes, pngBytes, svgBytes, zipBytes } from './file-bytes.ts';
import type { FileRecord } from './types.ts';

/** Slugs of the demo files; stable so tests and pages can name them. */
export const FILE_SLUGS = {
  /** PDF in en, de and fr. */
  brochure: 'product-brochure',
  /** ZIP in en only. */
  pressKit: 'press-kit',
  /** PNG in en and es. */
  photo: 'factory-photo',
  /** PDF in de only. */
  assemblyGuide: 'cabinet-assembly-guide',
  /** SVG in en only: a format that can carry script, so the runtime serves it as an attachment. */
  logo: 'group-logo',
} as const;

/**
 * The demo files (public-site §3 file): a brochure PDF in three languages, a press-kit ZIP, a factory
 * photo PNG in two languages, a German-only assembly guide PDF and the group's logo as SVG.
 * Deterministic bytes.
 */
export function createFiles(): FileRecord[] {
  return [
    {
      id: 'file-product-brochure',
      slug: FILE_SLUGS.brochure,
      versions: [
        {
          locale: 'en',
          fileName: 'Product Brochure.pdf',
          mimeType: 'application/pdf',
          bytes: pdfBytes('Product brochure'),
        },
        {
          locale: 'de',
          fileName: 'Produktbroschüre.pdf',
          mimeType: 'application/pdf',
          bytes: pdfBytes('Produktbroschuere'),
        },
        {
          locale: 'fr',
          fileName: 'Brochure produit.pdf',
          mimeType: 'application/pdf',
          bytes: pdfBytes('Brochure produit'),
        },
      ],
    },
    {
      id: 'file-press-kit',
      slug: FILE_SLUGS.pressKit,
      versions: [
        {
          locale: 'en',
          fileName: 'Press-Kit.zip',
          mimeType: 'application/zip',
          bytes: zipBytes([
            { name: 'README.txt', content: 'Machinery Group press kit.\n' },
            { name: 'facts.txt', content: 'Founded 1961. Eleven languages. Nine sites.\n' },
          ]),
        },
      ],
    },
    {
      id: 'file-factory-photo',
      slug: FILE_SLUGS.photo,
      versions: [
        {
          locale: 'en',
          fileName: 'Factory.png',
          mimeType: 'image/png',
          bytes: pngBytes({ size: 32, from: [0, 70, 140], to: [230, 240, 250] }),
        },
        {
          locale: 'es',
          fileName: 'Fabrica.png',
          mimeType: 'image/png',
          bytes: pngBytes({ size: 32, from: [140, 40, 0], to: [250, 230, 200] }),
        },
      ],
    },
    {
      id: 'file-cabinet-assembly-guide',
      slug: FILE_SLUGS.assemblyGuide,
      versions: [
        {
          locale: 'de',
          fileName: 'Montageanleitung.pdf',
          mimeType: 'application/pdf',
          bytes: pdfBytes('Montageanleitung'),
        },
      ],
    },
    {
      id: 'file-group-logo',
      slug: FILE_SLUGS.logo,
      versions: [
        {
          locale: 'en',
          fileName: 'Machinery Group Logo.svg',
          mimeType: 'image/svg+xml',
          bytes: svgBytes('Machinery Group'),
        },
      ],
    },
  ];
}
