import { describe, expect, it } from 'vitest';
import { type ClientAssets, pluginAssets } from '../../../core/pipeline/manifest.ts';

const assets: ClientAssets = {
  scripts: ['/_assets/client-a.js'],
  styles: ['/_assets/client-b.css'],
  fonts: ['/_assets/inter-latin-c.woff2'],
  pageStyles: { 'sitefleet:catalogue': ['/_assets/catalogue-d.css'] },
};

describe('pluginAssets (what the pages of one plugin link)', () => {
  it('links the plugin’s own stylesheet after the site’s, with the same scripts and fonts', () => {
    expect(pluginAssets(assets, 'sitefleet:catalogue')).toEqual({
      scripts: ['/_assets/client-a.js'],
      styles: ['/_assets/client-b.css', '/_assets/catalogue-d.css'],
      fonts: ['/_assets/inter-latin-c.woff2'],
    });
  });

  it('gives a plugin without page styles the site’s stylesheet only, and no other plugin’s', () => {
    expect(pluginAssets(assets, 'sitefleet:stories')).toEqual({
      scripts: ['/_assets/client-a.js'],
      styles: ['/_assets/client-b.css'],
      fonts: ['/_assets/inter-latin-c.woff2'],
    });
  });
});
