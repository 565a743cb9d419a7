/**
 * Each assistant element's language, settled once before its first render (a Spanish element's
 * texts load first), shared by the plain-DOM open panel (assistant-open.ts) and the Preact one
 * (assistant-app.ts), so the hand-over between them renders at once.
 */
import { applyElementLanguage } from '../lib/language.ts';

const settled = new WeakMap<Element, Promise<unknown> | null>();

/** Null once the element can render in its language; until then, a promise for its texts. */
export function assistantLanguage(host: Element): Promise<unknown> | null {
  if (!settled.has(host)) {
    const loading = applyElementLanguage(host, () => import('./assistant.es.ts'));
    settled.set(
      host,
      loading?.then(
        () => settled.set(host, null),
        (error: unknown) => {
          // Tried again by the next render (offline for a moment).
          settled.delete(host);
          throw error;
        },
      ) ?? null,
    );
  }
  return settled.get(host) ?? null;
}
