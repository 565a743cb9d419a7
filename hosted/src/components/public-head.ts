import { robotsContent } from '@pathcraft/sdk';
import { useEffect } from 'react';

/** Head tags a public page owns; removed again when the page goes, so the next page starts clean. */
const OWNED = 'data-public-head';

/** The organization's app icons (docs/rules.md#public-pages). */
export interface PublicIcons {
  appleTouchIcon: string | null;
  androidIconSmall: string | null;
  androidIconLarge: string | null;
}

function setMeta(name: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

function addLink(rel: string, href: string, sizes?: string) {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (sizes) link.setAttribute('sizes', sizes);
  link.setAttribute(OWNED, '');
  document.head.append(link);
}

/**
 * A public page's head (docs/rules.md#public-pages): its browser title, the robots meta from the
 * organization's searchEnginesEnabled, and the organization's icons (apple-touch-icon,
 * the 192 and 512 px Android icons). Nothing until the title is known; put back as it
 * was when the page goes.
 */
export function usePublicHead(title: string | null, icons: PublicIcons | null, searchEnginesEnabled: boolean) {
  useEffect(() => {
    if (!title) return;
    const before = {
      title: document.title,
      robots: document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? null,
    };
    document.title = title;
    setMeta('robots', robotsContent(searchEnginesEnabled));
    if (icons?.appleTouchIcon) addLink('apple-touch-icon', icons.appleTouchIcon);
    if (icons?.androidIconSmall) addLink('icon', icons.androidIconSmall, '192x192');
    if (icons?.androidIconLarge) addLink('icon', icons.androidIconLarge, '512x512');
    return () => {
      document.title = before.title;
      // The shell's default: hosted pages are not indexed unless they say so.
      setMeta('robots', before.robots ?? 'noindex');
      document.head.querySelectorAll(`[${OWNED}]`).forEach((el) => el.remove());
    };
  }, [title, icons, searchEnginesEnabled]);
}

/** Defines our elements (e.g. <pathcraft-assistant>) on this page: embed.js (same origin) loads each one's chunk when it appears. */
export function loadEmbedScript(): void {
  if (document.querySelector('script[data-pathcraft-embed]')) return;
  const script = document.createElement('script');
  script.src = '/embed.js';
  script.async = true;
  script.dataset.pathcraftEmbed = '';
  document.head.append(script);
}
