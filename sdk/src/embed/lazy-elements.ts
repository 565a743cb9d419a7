/**
 * Loads a feature's chunk once, the first time one of its elements is in the
 * document (now or later). Stops observing when every chunk was requested.
 * Elements created inside other elements' shadow roots are not seen here: a
 * feature that nests another imports it itself.
 */
export function lazyElements<Chunk = string>(
  root: Document,
  chunks: Record<string, Chunk>,
  load: (chunk: Chunk) => Promise<unknown>,
): () => void {
  const pending = new Map(Object.entries(chunks));
  const observer = new MutationObserver(scan);

  function scan() {
    for (const [tag, file] of pending) {
      if (customElements.get(tag)) pending.delete(tag);
      else if (root.querySelector(tag)) {
        pending.delete(tag);
        load(file).catch((error: unknown) => console.error(`[pathcraft] could not load <${tag}>`, error));
      }
    }
    if (!pending.size) observer.disconnect();
  }

  observer.observe(root, { childList: true, subtree: true });
  scan();
  return () => observer.disconnect();
}
