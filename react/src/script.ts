import { useEffect } from 'react';

export interface PathcraftScriptOptions {
  /** Where embed.js is, e.g. `https://pathcraft.example.org/embed.js`. */
  src: string;
  /** The default organization of elements without `orgId` (the script tag's `data-org`). */
  org?: string | undefined;
  /** Your CSP nonce: put on the script tag, and passed on to the elements' styles where they need one. */
  nonce?: string | undefined;
}

/**
 * Adds embed.js to the document once: a second call with the same src finds the
 * first tag. The loader reads `org` and `nonce` when it runs, so later changes to
 * them do nothing.
 */
export function loadPathcraft({ src, org, nonce }: PathcraftScriptOptions): HTMLScriptElement {
  const url = new URL(src, document.baseURI).href;
  const existing = Array.from(document.scripts).find((script) => script.src === url);
  if (existing) return existing;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  if (org) script.dataset.org = org;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
  return script;
}

/** Adds embed.js once, after the first render (the elements upgrade when it has loaded). */
export function usePathcraft(src: string, options: Omit<PathcraftScriptOptions, 'src'> = {}): void {
  const { org, nonce } = options;
  useEffect(() => {
    loadPathcraft({ src, org, nonce });
  }, [src, org, nonce]);
}

/** `<PathcraftScript src="https://…/embed.js" org="ORG_ID" nonce={nonce} />`: usePathcraft as a component; renders nothing. */
export function PathcraftScript({ src, org, nonce }: PathcraftScriptOptions): null {
  usePathcraft(src, { org, nonce });
  return null;
}
