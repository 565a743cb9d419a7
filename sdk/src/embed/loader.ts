/**
 * embed.js: `<script src="https://host/embed.js" data-org="..." async></script>`.
 * Built as a tiny IIFE (size-budgeted, no framework); it only learns where it
 * came from, installs `window.Pathcraft` and imports a feature's chunk when
 * that feature's element shows up. Under a strict CSP it needs only its own
 * origin in script-src: it adds no inline script, and the chunks it imports
 * inherit the script tag's nonce (HTML passes a script's nonce to its imports).
 */
import { installCommands, type PathcraftGlobal } from './commands.ts';
import { lazyElements } from './lazy-elements.ts';

/** The chunks' file names in chunks/ beside embed.js (content-hashed), replaced at build time. */
declare const __PATHCRAFT_FILES__: string[];
/**
 * Element tag -> its chunk and every chunk that chunk imports statically (indexes into the
 * files), replaced at build time. All are requested at once: one round trip, not one per
 * level of imports.
 */
declare const __PATHCRAFT_CHUNKS__: Record<string, number[]>;

const host = window as { Pathcraft?: PathcraftGlobal };

// A second copy of the script tag must not start a second observer.
if (!host.Pathcraft?.base) {
  const script =
    (document.currentScript as HTMLScriptElement | null) ??
    document.querySelector<HTMLScriptElement>('script[src*="embed.js"]');
  const base = new URL('.', script?.src || location.href).href;
  const api = installCommands(host, document);
  api.base = base;
  api.org = script?.dataset.org || null;
  // Browsers hide the nonce attribute from the DOM once the script runs; the property keeps it.
  api.nonce = script?.nonce || null;
  lazyElements(document, __PATHCRAFT_CHUNKS__, (files) =>
    Promise.all(files.map((i) => import(/* @vite-ignore */ `${base}chunks/${__PATHCRAFT_FILES__[i]}`))),
  );
}
