import type { ContentKind } from './content-records.ts';

/** What a content search asks and answers, shared by search-content.ts and its two implementations. */

export interface SearchScope {
  orgId: string;
  kinds: readonly ContentKind[];
  /** Only resources (and their materials and documents) under these resource groups; null: any. */
  parentIds: readonly string[] | null;
  /** Visitors see public records only (public courses). */
  publicOnly: boolean;
  /** Only these records (by id, or resource id). */
  refIds?: readonly string[] | null;
  /** Never these materials and documents: content behind a page link's code the caller has not passed (vector-search.ts searchScope). */
  hiddenRefIds?: readonly string[];
}

export interface SearchHit {
  /** The passage ("node") id. */
  id: number;
  kind: ContentKind;
  refId: string;
  resourceId: string | null;
  title: string;
  heading: string | null;
  body: string;
  similarity: number;
}

export interface SearchOptions {
  threshold: number;
  count: number;
}
