import { PathcraftError } from '@pathcraft/sdk';
import { useCallback, useRef, useSyncExternalStore } from 'react';

/** How many times a failed read is asked again: a dropped connection or a busy server, not a refusal. */
export const READ_RETRIES = 2;

/**
 * Whether a failed read is worth asking again: network failures and 5xx/429 answers are; a refusal or
 * a bad query (4xx) answers the same the next time.
 */
export function shouldRetryRead(failures: number, error: unknown): boolean {
  if (failures >= READ_RETRIES) return false;
  if (!(error instanceof PathcraftError)) return true;
  return error.status >= 500 || error.status === 429;
}

/** The wait before asking again after `failures` failures: 1 s, then 2 s (doubling, at most 30 s). */
export const retryDelayMs = (failures: number) => Math.min(1000 * 2 ** (failures - 1), 30_000);

export type ReadKey = readonly unknown[];

/** What one read shows: its answer (kept while it is asked again), its last error, whether it is being asked. */
export interface ReadState<T> {
  data: T | undefined;
  error: Error | null;
  fetching: boolean;
}

export interface ReadOptions {
  /** How long an answer is taken as current: a newer mount or a prefetch within it asks nothing. */
  staleTime: number;
  /** How long an answer nobody shows is kept (for coming back to the page). */
  gcTime: number;
  /** Whether coming back to the tab asks again for a stale read on screen. */
  refetchOnFocus: boolean;
}

interface Entry {
  key: ReadKey;
  state: ReadState<unknown>;
  /** When the answer came (performance.now()); null: never, or invalidated. */
  updatedAt: number | null;
  read: () => Promise<unknown>;
  options: ReadOptions;
  /** Each ask's number: an answer to an ask that a newer one replaced is dropped. */
  asked: number;
  running: Promise<void> | null;
  listeners: Set<() => void>;
  gcTimer: ReturnType<typeof setTimeout> | undefined;
}

/** A key as one string: objects with their fields sorted, so `{a, b}` and `{b, a}` are one read. */
export function hashReadKey(key: ReadKey): string {
  return JSON.stringify(key, (_, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value as object)
            .sort()
            .map((k) => [k, (value as Record<string, unknown>)[k]]),
        )
      : value,
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The console's reads, cached by key (issue 29: in place of TanStack Query, about 11 KB brotli that
 * every console page downloaded before its first paint). The same key read by several parts is asked
 * once; an answer is current for `staleTime`, kept for `gcTime` once nothing shows it; failures are
 * retried as `shouldRetryRead` says; writes invalidate what they changed, and what is on screen is
 * asked again.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private watchingFocus = false;

  constructor(readonly defaults: ReadOptions) {}

  private entry(key: ReadKey, read: () => Promise<unknown>, options: ReadOptions): Entry {
    const hash = hashReadKey(key);
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = {
        key,
        state: { data: undefined, error: null, fetching: false },
        updatedAt: null,
        read,
        options,
        asked: 0,
        running: null,
        listeners: new Set(),
        gcTimer: undefined,
      };
      this.entries.set(hash, entry);
      this.scheduleGc(hash, entry);
    }
    return entry;
  }

  private scheduleGc(hash: string, entry: Entry) {
    clearTimeout(entry.gcTimer);
    if (entry.listeners.size) return;
    entry.gcTimer = setTimeout(() => {
      if (!entry.listeners.size && this.entries.get(hash) === entry) this.entries.delete(hash);
    }, entry.options.gcTime);
  }

  private set(entry: Entry, state: Partial<ReadState<unknown>>) {
    entry.state = { ...entry.state, ...state };
    for (const listener of entry.listeners) listener();
  }

  private fresh(entry: Entry) {
    return entry.updatedAt !== null && performance.now() - entry.updatedAt < entry.options.staleTime;
  }

  /** Asks now, replacing an ask under way (its answer is then dropped). */
  private ask(entry: Entry): Promise<void> {
    const asked = ++entry.asked;
    const current = () => entry.asked === asked;
    this.set(entry, { fetching: true });
    const run = (async () => {
      for (let failures = 0; ; ) {
        try {
          const data = await entry.read();
          if (!current()) return;
          entry.updatedAt = performance.now();
          this.set(entry, { data, error: null, fetching: false });
          return;
        } catch (error) {
          if (!current()) return;
          failures++;
          if (!shouldRetryRead(failures - 1, error)) {
            this.set(entry, { error: error instanceof Error ? error : new Error(String(error)), fetching: false });
            return;
          }
          await sleep(retryDelayMs(failures));
          if (!current()) return;
        }
      }
    })();
    entry.running = run;
    void run.finally(() => {
      if (entry.running === run) entry.running = null;
    });
    return run;
  }

  /** Asks unless a current answer is there or an ask is under way (whose end it then waits for). */
  private ensure(entry: Entry): Promise<void> {
    if (entry.running) return entry.running;
    if (this.fresh(entry)) return Promise.resolve();
    return this.ask(entry);
  }

  /** Starts a read before anything shows it (a page's first lists, beside the signed-in user's read). */
  prefetch(key: ReadKey, read: () => Promise<unknown>, options: Partial<ReadOptions> = {}): Promise<void> {
    return this.ensure(this.entry(key, read, { ...this.defaults, ...options }));
  }

  /** What is known of a read now (undefined: nothing yet). */
  stateOf(key: ReadKey): ReadState<unknown> | undefined {
    return this.entries.get(hashReadKey(key))?.state;
  }

  /**
   * Shows a read: `listener` hears each change; a stale or missing answer is asked for. Returns the
   * way to stop; an answer nobody shows any more is dropped after its gcTime.
   */
  observe(key: ReadKey, read: () => Promise<unknown>, options: ReadOptions, listener: () => void): () => void {
    const hash = hashReadKey(key);
    const entry = this.entry(key, read, options);
    entry.read = read;
    entry.options = options;
    clearTimeout(entry.gcTimer);
    entry.listeners.add(listener);
    this.watchFocus();
    void this.ensure(entry);
    return () => {
      entry.listeners.delete(listener);
      this.scheduleGc(hash, entry);
    };
  }

  /**
   * Marks every read whose key matches as not current, and asks again for those on screen (the
   * others are asked when shown next). Resolves once those answers are in.
   */
  invalidate(matches: (key: ReadKey) => boolean): Promise<void> {
    const asked: Promise<void>[] = [];
    for (const entry of this.entries.values()) {
      if (!matches(entry.key)) continue;
      entry.updatedAt = null;
      if (entry.listeners.size) asked.push(this.ask(entry));
    }
    return Promise.all(asked).then(() => undefined);
  }

  private watchFocus() {
    if (this.watchingFocus || typeof document === 'undefined') return;
    this.watchingFocus = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible') return;
      for (const entry of this.entries.values())
        if (entry.listeners.size && entry.options.refetchOnFocus && !entry.running && !this.fresh(entry))
          void this.ask(entry);
    });
  }
}

/** Does `key` start with `prefix` (each part the same)? */
export const keyStartsWith = (key: ReadKey, prefix: ReadKey) =>
  prefix.every((part, i) => hashReadKey([part]) === hashReadKey([key[i]]));

/**
 * The console's one read cache. Lists are kept current for 10 s: long enough for the read started
 * beside the signed-in user's (prefetchList) to be taken by the page, short enough that coming back to
 * a page or to the tab asks again. Writes invalidate what they changed (use-list, use-record-form).
 */
export function newConsoleReadCache(): ReadCache {
  return new ReadCache({ staleTime: 10_000, gcTime: 5 * 60_000, refetchOnFocus: true });
}

export const consoleReadCache = newConsoleReadCache();

const NOTHING_YET: ReadState<never> = { data: undefined, error: null, fetching: false };

/**
 * One cached read in a component: its state, asked for when shown (unless current), again when `key`
 * changes. A null key reads nothing. `keepPrevious`: another key shows the last answer until its own.
 */
export function useCachedRead<T>(
  cache: ReadCache,
  key: ReadKey | null,
  read: () => Promise<T>,
  options: Partial<ReadOptions> & { keepPrevious?: boolean } = {},
): ReadState<T> & { pending: boolean } {
  const hash = key ? hashReadKey(key) : null;
  const latest = useRef({ key, read, options });
  latest.current = { key, read, options };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `hash` stands for the key; the read and options are the latest ones
  const subscribe = useCallback(
    (listener: () => void) => {
      const { key: k, read: r, options: o } = latest.current;
      if (!k) return () => {};
      const { keepPrevious: _, ...own } = o;
      return cache.observe(k, r, { ...cache.defaults, ...own }, listener);
    },
    [cache, hash],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => (key ? cache.stateOf(key) : undefined) ?? NOTHING_YET,
  ) as ReadState<T>;
  const previous = useRef<T | undefined>(undefined);
  if (state.data !== undefined) previous.current = state.data;
  const data = state.data ?? (options.keepPrevious && key ? previous.current : undefined);
  // Shown but not yet asked (between the first render and the subscription): as good as being asked.
  const pending = key !== null && state.data === undefined && state.error === null;
  return { data, error: state.error, fetching: state.fetching || pending, pending };
}
