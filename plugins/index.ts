import type { z } from 'zod';
import type { Plugin } from '../core/pipeline/plugin.ts';
import catalogue, { optionsSchema as catalogueOptions } from './catalogue/index.ts';
import contentPages, { optionsSchema as contentPagesOptions } from './content-pages/index.ts';
import portal, { optionsSchema as portalOptions } from './portal/index.ts';

/** A plugin known by name to `sites/` files: its factory and its options schema. */
export interface RegisteredPlugin {
  // biome-ignore lint/suspicious/noExplicitAny: each entry pairs a factory with its own options type
  factory: (options: any) => Plugin<any>;
  options: z.ZodType;
}

/**
 * Plugins by the name a `sites/` file uses under `plugins` (ARCHITECTURE.md layout: one folder per
 * feature). The order of a site file's `plugins` keys is the order their hooks run.
 */
export const PLUGINS: Record<string, RegisteredPlugin> = {
  'content-pages': { factory: contentPages, options: contentPagesOptions },
  catalogue: { factory: catalogue, options: catalogueOptions },
  portal: { factory: portal, options: portalOptions },
};
