import { load } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClientIsland, Island, serializeIslandProps } from '../../../runtime/ui/Island.tsx';
import { MenuToggle } from '../../../runtime/ui/MenuToggle.tsx';

const labels = { menu: 'Menu', open: 'Open menu', close: 'Close menu' };

describe('Island (ARCHITECTURE "The browser": server-rendered markers with serialized props)', () => {
  it('wraps the server-rendered component in a marker followed by its props as JSON', () => {
    const $ = load(
      renderToString(
        <Island name="menu-toggle" component={MenuToggle} props={{ navigationId: 'nav', labels }} />,
      ),
    );
    const marker = $('div[data-island="menu-toggle"]');
    expect(marker.children('button.sf-menu-toggle')).toHaveLength(1);
    const script = marker.next('script');
    expect(script.attr('type')).toBe('application/json');
    expect(script.attr('data-island-props')).toBe(marker.attr('data-island-id'));
    expect(JSON.parse(script.text())).toEqual({ navigationId: 'nav', labels });
  });

  it('gives each island of a page its own id', () => {
    const props = { navigationId: 'nav', labels };
    const $ = load(
      renderToString(
        <>
          <Island name="menu-toggle" component={MenuToggle} props={props} />
          <Island name="menu-toggle" component={MenuToggle} props={props} />
        </>,
      ),
    );
    const ids = $('[data-island]')
      .map((_, marker) => $(marker).attr('data-island-id'))
      .get();
    expect(new Set(ids).size).toBe(2);
  });

  it('keeps text from closing the script or opening a comment, and the JSON intact', () => {
    const hostile = { menu: '</script><script>alert(1)</script>', open: '<!-- & \u2028', close: 'x' };
    const json = serializeIslandProps({ labels: hostile });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ labels: hostile });
    const $ = load(
      renderToString(
        <Island name="menu-toggle" component={MenuToggle} props={{ navigationId: 'n', labels: hostile }} />,
      ),
    );
    expect($('script')).toHaveLength(1);
    expect(JSON.parse($('script').text()).labels).toEqual(hostile);
  });

  it('marks an island that hydrates on the first interaction, and leaves islands hydrating at load unmarked', () => {
    const props = { navigationId: 'nav', labels };
    const $ = load(
      renderToString(
        <>
          <Island name="menu-toggle" component={MenuToggle} props={props} hydrate="interaction" />
          <Island name="menu-toggle" component={MenuToggle} props={props} />
          <ClientIsland name="search-box" props={{}} hydrate="interaction">
            <button type="submit">Search</button>
          </ClientIsland>
        </>,
      ),
    );
    const markers = $('[data-island]');
    expect(markers.eq(0).attr('data-island-hydrate')).toBe('interaction');
    expect(markers.eq(1).attr('data-island-hydrate')).toBeUndefined();
    expect(markers.eq(2).attr('data-island-hydrate')).toBe('interaction');
    expect(markers.eq(2).attr('data-island-render')).toBe('client');
  });
});
