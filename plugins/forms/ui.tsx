import { fileURLToPath } from 'node:url';
import type { IslandModule } from '../../core/pipeline/plugin.ts';
import type { FormName } from './schemas.ts';

/**
 * The public forms' browser side (public-site §3 public forms, §5, §8): one island per form, registered
 * as `form:{form}`, the name a CMS form module gives (runtime/ui/modules/FormModule.tsx renders it as a
 * client island), and their stylesheet. plugins/forms/index.ts merges these into the plugin. See
 * docs/features.md "Form islands and the form module".
 */
const FORM_ISLANDS: Record<FormName, IslandModule> = {
  'service-request': island('ServiceRequestForm'),
  'open-source-request': island('OpenSourceRequestForm'),
  'story-feedback': island('StoryFeedbackForm'),
  'whitepaper-download': island('WhitepaperDownloadForm'),
};

/** Island name → module of each form's island: `form:service-request` … */
export const formsIslands: Record<string, IslandModule> = Object.fromEntries(
  Object.entries(FORM_ISLANDS).map(([form, module]) => [`form:${form}`, module]),
);

/** The forms' stylesheet. */
export const formsStyles: string[] = [fileURLToPath(new URL('./styles.css', import.meta.url))];

function island(name: string): IslandModule {
  return { module: fileURLToPath(new URL(`./islands/${name}.tsx`, import.meta.url)), export: name };
}
