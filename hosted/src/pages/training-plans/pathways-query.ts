/** The career pathway page's query (docs/rules.md#training-plans), read once when the page opens. */
export interface PathwaysQuery {
  keyword: string | undefined;
  orgId: string | undefined;
  locationId: string | undefined;
  /**
   * Hides the 'BACK TO' bar; kept for the tab (session storage), so it outlives the cleared query
   * string and a reload, but a later visit without it shows the bar again.
   */
  embedded: boolean;
}

export const EMBEDDED_KEY = 'pathcraft.embedded';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Where the flag is kept: the tab's session storage, or none when the browser blocks it. */
export function embeddedStore(win: { readonly sessionStorage: Store }): Store | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/** A query flag: 'true' or 'false'; anything else is unset. */
export function queryFlag(value: string | null): boolean | null {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** Stores embedded=true|false when the query has it, else answers what was stored (false when nothing was). */
export function rememberEmbedded(value: boolean | null, storage: Store | null): boolean {
  try {
    if (value === null) return storage?.getItem(EMBEDDED_KEY) === 'true';
    storage?.setItem(EMBEDDED_KEY, String(value));
    return value;
  } catch {
    // Storage can be blocked in third-party frames.
    return value === true;
  }
}

const text = (value: string | null) => value?.trim() || undefined;

export function readPathwaysQuery(search: string, storage: Store | null): PathwaysQuery {
  const q = new URLSearchParams(search);
  return {
    keyword: text(q.get('occupationKeyword')),
    orgId: text(q.get('orgId')),
    locationId: text(q.get('locationId')),
    embedded: rememberEmbedded(queryFlag(q.get('embedded')), storage),
  };
}
