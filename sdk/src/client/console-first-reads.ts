import { type Filter, type ListQuery, toSearchParams } from '../api/query.ts';
import { type UserSearch, userSearchFilters } from '../domain/users/users.rules.ts';
import { getApiContentByTableUrl } from './generated/operations/getApiContentByTableUrl.ts';
import { getAuthMeUrl } from './generated/operations/getAuthMeUrl.ts';
import { SESSION_STORAGE_KEY } from './session-key.ts';
import { getExternalSupabaseByTableUrl } from './generated/operations/getExternalSupabaseByTableUrl.ts';

/** Which list API a table is read through. */
export type ListFamily = 'supabase' | 'content';

/** One list read: what the console's useList asks for. */
export interface ListRead {
  table: string;
  query: Partial<ListQuery>;
  family: ListFamily;
}

/** The classes list's query: an organization's (or every one's), searched by title, archived ones only when asked for. */
export function courseListQuery(orgId: string, search: string, showArchived: boolean): Partial<ListQuery> {
  const filters: Filter[] = [
    ...(search.trim() ? [{ field: 'title', op: 'ilike' as const, value: search.trim() }] : []),
    ...(showArchived ? [] : [{ field: 'archived', op: 'is' as const, value: 'false' }]),
  ];
  return {
    orgId: orgId || undefined,
    filters,
    order: [{ field: 'title', direction: 'asc' }],
    select: ['id', 'title', 'orgId', 'courseSlug', 'isPublic', 'isLive', 'locked', 'openEnrollment', 'archived'],
  };
}

/** The organizations offered by console home's organization filter. */
export const COURSES_ORG_OPTIONS: Partial<ListQuery> = { select: ['id', 'name', 'slug'] };
/** The organizations offered by the users page's organization filter. */
export const USERS_ORG_OPTIONS: Partial<ListQuery> = { select: ['id', 'name', 'orgType'] };

/** The users page's search as the address keeps it. */
export const USER_SEARCH_KEYS = ['org', 'name', 'role', 'membership', 'test'] as const;
export type UserSearchValues = Record<(typeof USER_SEARCH_KEYS)[number], string>;

/** Everyone, students included: the community organizations' staff search (docs/rules.md#users) is another search. */
export function usersListQuery(values: UserSearchValues): Partial<ListQuery> {
  return {
    orgId: values.org || undefined,
    filters: userSearchFilters({
      name: values.name,
      role: values.role,
      membership: values.membership,
      testUsers: (values.test || 'all') as UserSearch['testUsers'],
    }),
    limit: 200,
    // The list's columns only: a whole user row is ~1 KB of JSON, these ~200 B.
    select: ['id', 'name', 'email', 'orgId', 'role', 'membership', 'testUser'],
  };
}

/** The address's page, 1 when absent or not a number. */
export const pageOfAddress = (params: URLSearchParams) =>
  Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

/** The query as sent for a page: page 1 is the query itself. */
export const pageQuery = (query: Partial<ListQuery>, page: number): Partial<ListQuery> =>
  page > 1 ? { ...query, page } : query;

/**
 * A console page's first list reads, from its address: what it asks for as soon as it runs. The
 * page starts them beside the signed-in user's read (prefetchList), and the server's shell starts
 * them with the HTML, before the page's code has arrived (issue 29). One list, so both ask the same.
 */
export function consoleFirstReads(pathname: string, params: URLSearchParams): ListRead[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/')
    return [
      { table: 'courses', query: courseListQuery('', '', params.get('archived') === 'show'), family: 'content' },
      { table: 'organizations', query: COURSES_ORG_OPTIONS, family: 'supabase' },
    ];
  if (path === '/users') {
    const values = Object.fromEntries(USER_SEARCH_KEYS.map((k) => [k, params.get(k) ?? ''])) as UserSearchValues;
    return [
      { table: 'organizations', query: USERS_ORG_OPTIONS, family: 'supabase' },
      { table: 'users', query: pageQuery(usersListQuery(values), pageOfAddress(params)), family: 'supabase' },
    ];
  }
  return [];
}

const LIST_URL = { supabase: getExternalSupabaseByTableUrl, content: getApiContentByTableUrl };
const ORIGIN = { baseUrl: '' };

/** The address the API client asks for a list read (on the page's own origin). */
export function listReadUrl({ table, query, family }: ListRead): string {
  return LIST_URL[family](ORIGIN, { table }, Object.fromEntries(toSearchParams(query)));
}

/** The reads a signed-in console page's shell starts with its HTML: the signed-in user, then its lists. */
export function consoleEarlyReadUrls(pathname: string, params: URLSearchParams): string[] {
  const lists = consoleFirstReads(pathname, params);
  return lists.length ? [getAuthMeUrl(ORIGIN), ...lists.map(listReadUrl)] : [];
}

/** Where the shell's early reads are listed (a JSON block) and where their answers wait for the page. */
export const EARLY_READS_ELEMENT = 'pathcraft-early-reads';
export const EARLY_READS_GLOBAL = '__pathcraftEarlyReads';

/** What the shell's JSON block lists: the reads to start, then the page's own code to preload. */
export interface EarlyReadsBlock {
  reads: string[];
  modules: string[];
}

/**
 * The shell's inline script (allowed by its hash in the Content-Security-Policy): with a stored
 * sign-in it starts each listed read with that sign-in; then, sign-in or not, it preloads the page's
 * code. In that order because over HTTP/1.1 a browser has six connections to a host and sends in the
 * order it meets them: the reads, listed behind a dozen chunks, waited for a free connection about
 * half a second (issue 29). The page's API client takes an answer only for the same address asked
 * with the same token (hosted/src/preloaded-fetch.ts).
 */
export const EARLY_READS_SCRIPT = `(()=>{const d=JSON.parse(document.getElementById('${EARLY_READS_ELEMENT}').textContent);try{const s=JSON.parse(localStorage.getItem('${SESSION_STORAGE_KEY}')||'null');if(s&&s.token){const a='Bearer '+s.token;window.${EARLY_READS_GLOBAL}=d.reads.map(u=>{const p=fetch(u,{headers:{authorization:a}});p.catch(()=>{});return{url:u,authorization:a,answer:p}})}}catch{}for(const h of d.modules){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}})()`;
