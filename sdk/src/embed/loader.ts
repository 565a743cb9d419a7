/**
 * embed.js: `<script src="https://host/embed.js" data-org="..." async></script>`.
 * Built as a tiny IIFE (size-budgeted, no framework); it only learns where it
 * came from, installs `window.Pathcraft` and imports a feature's chunk when
 * that feature's element shows up.
 */
import { installCommands, type PathcraftGlobal } from './commands.ts';
import { lazyElements } from './lazy-elements.ts';

/** Element tag -> chunk file relative to embed.js, replaced at build time. */
declare const __PATHCRAFT_CHUNKS__: Record<string, string>;

const host = window as { Pathcraft?: PathcraftGlobal };

// A second copy of the script tag must not start a second observer.
if (!host.Pathcraft?.base) {
  const script =
    (document.currentScript as HTMLScriptElement | null) ?? document.querySelector<HTMLScriptElement>('script[src*="embed.js"]');
  const base = new URL('.', script?.src || location.href).href;
  const api = installCommands(host, document);
  api.base = base;
  api.org = script?.dataset.org || null;
  lazyElements(document, __PATHCRAFT_CHUNKS__, (file) => import(/* @vite-ignore */ base + file));
}
