// @vitest-environment happy-dom
import type { PublicPageView as View } from '@pathcraft/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, mount } from '../lib/test-dom.tsx';
import { PublicPageView } from './PublicPageView.tsx';

afterEach(cleanup);

const view = (over: Partial<View> = {}): View => ({
  page: { id: 'p', title: 'Resources', showOrgLogo: true, showTitle: true },
  organization: {
    id: 'o',
    name: 'Three Rivers',
    slug: 'tr',
    orgLogo: '/files/logo.png',
    appleTouchIcon: null,
    androidIconSmall: null,
    androidIconLarge: null,
    searchEnginesEnabled: false,
  },
  dashboard: {
    id: 'd',
    activeLayout: 'layout2',
    zones: [
      [
        {
          moduleType: 'LINK_WIDGETS_LIST',
          styling: 'box',
          display: null,
          links: [
            {
              id: 'w1',
              title: 'CareerLink',
              body: 'Jobs',
              image: null,
              url: '/o/tr/x',
              linkTarget: '_self',
              isFeatured: true,
              position: 0,
            },
          ],
        },
      ],
      [
        {
          moduleType: 'MATERIALS_LIST',
          styling: null,
          display: null,
          materials: [{ id: 'm1', title: 'Aid', body: '<p>Money</p>' }],
        },
        { moduleType: 'MATERIAL', styling: null, display: null, material: null },
      ],
      [
        { moduleType: 'ASSISTANT', styling: null, display: 'chatBox', integrationId: 'a1' },
        { moduleType: 'EMBED_WIDGETS_LIST', styling: null, display: null, media: [] },
      ],
    ],
  },
  canManage: false,
  ...over,
});

describe('PublicPageView', () => {
  it('lays out the zones of layout2 and shows each module or its empty text', async () => {
    const onOpen = vi.fn();
    const ui = await mount(
      <PublicPageView
        view={view()}
        base="https://pc.test"
        onOpenMaterial={onOpen}
        renderAssistant={(id, display) => (
          <span>
            assistant {id} {display}
          </span>
        )}
      />,
    );
    expect([...ui.root.querySelectorAll('.pc-pp__zone')].map((z) => z.className)).toEqual([
      'pc-pp__zone pc-pp__zone--w12',
      'pc-pp__zone pc-pp__zone--w6',
      'pc-pp__zone pc-pp__zone--w6',
    ]);
    expect(ui.root.querySelector('h1')?.textContent).toBe('Resources');
    expect(ui.root.querySelector('img.pc-pp__logo')?.getAttribute('src')).toBe('https://pc.test/files/logo.png');
    const go = ui.root.querySelector('a.pc-button') as HTMLAnchorElement;
    expect([go.textContent, go.getAttribute('href'), go.getAttribute('target')]).toEqual([
      'GO',
      'https://pc.test/o/tr/x',
      '_self',
    ]);
    expect(ui.text()).toContain('CareerLinkFeatured');
    expect(ui.text()).toContain('No Material.');
    expect(ui.text()).toContain('No media.');
    expect(ui.text()).toContain('assistant a1 chatBox');
    expect(ui.buttons('Reorder')).toHaveLength(0);
    ui.button('OPEN: Aid').click();
    expect(onOpen).toHaveBeenCalledWith({ id: 'm1', title: 'Aid', body: '<p>Money</p>' });
  });

  it("shows a MATERIAL module's body on the page, and OPEN shows it in the side sheet", async () => {
    const onOpen = vi.fn();
    const v = view();
    const material = { id: 'm2', title: 'Stipends', body: '<p>Paid weekly</p>' };
    v.dashboard!.zones[0] = [{ moduleType: 'MATERIAL', styling: null, display: null, material }];
    const ui = await mount(<PublicPageView view={v} base="" onOpenMaterial={onOpen} renderAssistant={() => null} />);
    expect(ui.root.querySelector('.pc-pp__material-body')?.innerHTML).toBe('<p>Paid weekly</p>');
    ui.button('OPEN: Stipends').click();
    expect(onOpen).toHaveBeenCalledWith(material);
  });

  it('offers Settings and Reorder to staff, and says when there is no dashboard', async () => {
    const onReorder = vi.fn();
    const links = Array.from({ length: 2 }, (_, i) => ({
      id: `w${i}`,
      title: `Link ${i}`,
      body: null,
      image: null,
      url: null,
      linkTarget: '_blank',
      isFeatured: false,
      position: i,
    }));
    const v = view({ canManage: true });
    v.dashboard!.zones[0] = [{ moduleType: 'LINK_WIDGETS_LIST', styling: 'basic', display: null, links }];
    const ui = await mount(
      <PublicPageView
        view={v}
        base=""
        onOpenMaterial={() => undefined}
        renderAssistant={() => null}
        onLinkSettings={() => undefined}
        onReorder={onReorder}
      />,
    );
    ui.button('Reorder').click();
    expect(onReorder).toHaveBeenCalledWith(0, 0);
    expect(ui.buttons('Settings of Link 1')).toHaveLength(1);
    const none = await mount(
      <PublicPageView
        view={view({ dashboard: null })}
        base=""
        onOpenMaterial={() => undefined}
        renderAssistant={() => null}
      />,
    );
    // The visitor reads what it means; the specification's text stays only as the reference.
    expect(none.root.querySelector('.pc-pp__message p')!.textContent).toBe('This page has no content yet.');
    expect(none.root.querySelector('.pc-pp__reference')!.textContent).toBe(
      'Reference: REDIRECT TO PAGE LINK ERROR (no dashboard)',
    );
  });
});
