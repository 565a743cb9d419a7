import { type ApiErrorBody, type ErrorCode, MESSAGES, PathcraftError } from '../api/errors.ts';
import { type ListQuery, type ListResult, toSearchParams } from '../api/query.ts';
import type { Role } from '../domain/identity/roles.rules.ts';
import type { ImportKind, ImportRequest, ImportResult } from '../domain/imports/imports.rules.ts';
import type { CdnFile } from '../domain/courses/courses.rules.ts';
import type { CourseFilesAdd, SectionOrder } from '../domain/courses/courses.schema.ts';
import type { ParsedProgram, ProgramDraft } from '../domain/program-import/program-import.schema.ts';

export interface Session {
  token: string;
  refreshToken: string;
  /** Milliseconds since epoch when the access token expires. */
  expiresAt: number;
}

export interface SessionStore {
  get(): Session | null;
  set(session: Session | null): void;
}

export interface ClientOptions {
  baseUrl?: string;
  /** Public variants authenticate with an organization API key instead of a user token. */
  apiKey?: string;
  session?: SessionStore;
  fetch?: typeof fetch;
}

type Family = 'supabase' | 'content' | 'store';
const FAMILY_PATH: Record<Family, string> = {
  supabase: '/v1/external/supabase',
  content: '/v1/api/content',
  store: '/v1/external/firebase/store',
};

/** Keeps a session in localStorage (hosted pages); widgets pass their own store. */
export function localSessionStore(key = 'pathcraft.session'): SessionStore {
  return {
    get() {
      try {
        const raw = globalThis.localStorage?.getItem(key);
        return raw ? (JSON.parse(raw) as Session) : null;
      } catch {
        return null;
      }
    },
    set(session) {
      if (session) globalThis.localStorage?.setItem(key, JSON.stringify(session));
      else globalThis.localStorage?.removeItem(key);
    },
  };
}

export function memorySessionStore(initial: Session | null = null): SessionStore {
  let s = initial;
  return { get: () => s, set: (v) => (s = v) };
}

const toSession = (t: { token: string; refreshToken: string; expiresIn: number }): Session => ({
  token: t.token,
  refreshToken: t.refreshToken,
  expiresAt: Date.now() + t.expiresIn * 1000,
});

/**
 * The typed client of the Pathcraft API. Errors come back as PathcraftError
 * with the server's code and message; the access token is refreshed shortly
 * before it expires.
 */
export function createClient(options: ClientOptions = {}) {
  const base = (options.baseUrl ?? '').replace(/\/$/, '');
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let refreshing: Promise<void> | null = null;

  async function freshToken(): Promise<string | null> {
    const store = options.session;
    const s = store?.get();
    if (!store || !s) return null;
    if (s.expiresAt - Date.now() > 60_000) return s.token;
    refreshing ??= (async () => {
      try {
        const res = await doFetch(`${base}/v1/auth/refresh`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken: s.refreshToken }) });
        store.set(res.ok ? toSession(await res.json()) : null);
      } finally {
        refreshing = null;
      }
    })();
    await refreshing;
    return store.get()?.token ?? null;
  }

  async function request<T>(
    method: string,
    path: string,
    init: { query?: URLSearchParams | Record<string, string | number | boolean | undefined>; body?: unknown; form?: FormData; auth?: boolean; signal?: AbortSignal; stream?: boolean } = {},
  ): Promise<T> {
    const headers: Record<string, string> = init.stream ? { accept: 'text/event-stream' } : {};
    if (init.auth !== false) {
      const token = await freshToken();
      if (token) headers.authorization = `Bearer ${token}`;
      else if (options.apiKey) headers['x-api-key'] = options.apiKey;
    }
    let qs = '';
    if (init.query) {
      const params =
        init.query instanceof URLSearchParams
          ? init.query
          : new URLSearchParams(Object.entries(init.query).filter((e): e is [string, string | number | boolean] => e[1] !== undefined).map(([k, v]) => [k, String(v)]));
      const s = params.toString();
      if (s) qs = `?${s}`;
    }
    let body: BodyInit | undefined;
    if (init.form) body = init.form;
    else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    let res: Response;
    try {
      res = await doFetch(`${base}${path}${qs}`, { method, headers, body, signal: init.signal });
    } catch (err) {
      if (init.signal?.aborted) throw err;
      throw new PathcraftError('bad_gateway', 'The server could not be reached. Check your connection and try again.');
    }
    if (init.stream && res.ok && res.body) return res as T;
    const text = await res.text();
    const json = text ? safeJson(text) : null;
    if (!res.ok) {
      const err = (json as ApiErrorBody | null)?.error;
      throw new PathcraftError((err?.code ?? (res.status === 401 ? 'unauthorized' : 'internal')) as ErrorCode, err?.message ?? `HTTP error! status: ${res.status}`, err?.details);
    }
    return json as T;
  }

  const list = <T = Record<string, unknown>>(table: string, query: Partial<ListQuery> = {}, family: Family = 'supabase') =>
    request<ListResult<T>>('GET', `${FAMILY_PATH[family]}/${encodeURIComponent(table)}`, { query: toSearchParams(query) });

  return {
    request,
    /** A streamed answer (server-sent events): the Response once the server accepts; refusals throw like request. Read it with readEvents. */
    stream: (method: string, path: string, init: { body?: unknown; signal?: AbortSignal } = {}) => request<Response>(method, path, { ...init, stream: true }),
    list,
    get: <T = Record<string, unknown>>(collection: string, id: string, select?: string[]) =>
      request<{ item: T }>('GET', `${FAMILY_PATH.store}/${encodeURIComponent(collection)}`, { query: { id, select: select?.join(',') } }).then((r) => r.item),
    create: <T = Record<string, unknown>>(table: string, record: Record<string, unknown>, family: Family = 'supabase') =>
      request<{ docId: string; item: T }>('POST', `${FAMILY_PATH[family]}/${encodeURIComponent(table)}`, { body: record }),
    update: <T = Record<string, unknown>>(table: string, changes: { id: string } & Record<string, unknown>, family: Family = 'supabase') =>
      request<{ item: T }>('PUT', `${FAMILY_PATH[family]}/${encodeURIComponent(table)}`, { body: changes }).then((r) => r.item),
    remove: (collection: string, id: string) => request<{ deleted: string }>('DELETE', `${FAMILY_PATH.store}/${encodeURIComponent(collection)}`, { query: { id } }),
    auth: {
      async login(email: string, password: string): Promise<Session> {
        const s = toSession(await request('POST', '/v1/auth/login', { body: { email, password }, auth: false }));
        options.session?.set(s);
        return s;
      },
      async tokenLogin(token: string): Promise<Session> {
        const s = toSession(await request('POST', '/v1/auth/token-login', { body: { token }, auth: false }));
        options.session?.set(s);
        return s;
      },
      async logout(): Promise<void> {
        const s = options.session?.get();
        options.session?.set(null);
        if (s) await request('POST', '/v1/auth/logout', { body: { refreshToken: s.refreshToken }, auth: false }).catch(() => undefined);
      },
      me: () => request<{ user: CurrentUser; organization: CurrentOrganization | null; apps?: AppUrls }>('GET', '/v1/auth/me'),
      requestPasswordReset: (email: string) => request('POST', '/v1/auth/password-reset', { body: { email }, auth: false }),
      confirmPasswordReset: (code: string, password: string) => request('POST', '/v1/auth/password-reset/confirm', { body: { code, password }, auth: false }),
      confirmEmail: (code: string) => request('POST', '/v1/auth/verify-email/confirm', { body: { code }, auth: false }),
      updatePassword: (currentPassword: string, newPassword: string) => request('PUT', '/v1/auth/password', { body: { currentPassword, newPassword } }),
      signInToken: () => request<{ token: string }>('POST', '/v1/auth/sign-in-token'),
    },
    organizations: {
      /** One organization by id or slug (000 §5): without either it refuses before calling. */
      lookup<T = Record<string, unknown>>(by: { id?: string; slug?: string }, opts: { auth?: boolean } = {}): Promise<T> {
        const id = by.id?.trim() || undefined;
        const slug = by.slug?.trim() || undefined;
        if (!id && !slug) return Promise.reject(new PathcraftError('bad_request', MESSAGES.orgIdOrSlugRequired));
        return request<{ item: T }>('GET', '/v1/organizations/lookup', { query: { id, slug }, auth: opts.auth }).then((r) => r.item);
      },
    },
    users: {
      byId: <T = Record<string, unknown>>(userId: string) => request<{ item: T }>('GET', '/v1/users/by-id', { query: { userId } }).then((r) => r.item),
      /** The one way roles change after a user exists; the server checks who may grant what. */
      setRole: (userId: string, role: Role[]) => request<{ item: { id: string; role: Role[] } }>('PUT', `/v1/users/${encodeURIComponent(userId)}/role`, { body: { role } }).then((r) => r.item),
      account: (userId: string) => request<{ item: UserAccountStatus }>('GET', `/v1/users/${encodeURIComponent(userId)}/account`).then((r) => r.item),
      /** Disables the user's sign-in and ends their sessions. */
      deactivate: (userId: string) => request<{ item: UserAccountStatus }>('POST', `/v1/users/${encodeURIComponent(userId)}/deactivate`).then((r) => r.item),
    },
    courses: {
      /** Adds uploaded files to a class's integration.cdnFiles and publishes it (000 §7). */
      addFiles: (courseId: string, input: CourseFilesAdd) =>
        request<{ item: { id: string; cdnFiles: CdnFile[]; publishedAt: string } }>('POST', `/v1/courses/${encodeURIComponent(courseId)}/cdn-files`, { body: input }).then((r) => r.item),
      /** Puts every section of a class in a new order, at once. */
      reorderSections: (courseId: string, input: SectionOrder) => request<{ items: { id: string; position: number }[] }>('PUT', `/v1/courses/${encodeURIComponent(courseId)}/sections/order`, { body: input }),
    },
    /** Invitations an organization sends (owners, admins, super admins); each answer with a code is the only time it is shown. */
    invites: {
      list: <T = Record<string, unknown>>(query: { orgId?: string; apprenticeshipId?: string }) => request<{ items: T[]; total: number }>('GET', '/v1/invites', { query }),
      send: <T = Record<string, unknown>>(invite: Record<string, unknown>) => request<{ docId: string; item: T; accessCode: string }>('POST', '/v1/invites', { body: invite }),
      resend: <T = Record<string, unknown>>(id: string) => request<{ item: T; accessCode: string }>('POST', `/v1/invites/${encodeURIComponent(id)}/resend`),
      revoke: (id: string) => request<{ revoked: string }>('DELETE', `/v1/invites/${encodeURIComponent(id)}`),
      history: <T = Record<string, unknown>>(id: string) => request<{ items: T[] }>('GET', `/v1/invites/${encodeURIComponent(id)}/history`).then((r) => r.items),
    },
    /** Organization API keys: the key itself is answered once, on create. */
    apiKeys: {
      list: <T = Record<string, unknown>>(orgId?: string) => request<{ items: T[]; total: number }>('GET', '/v1/api-keys', { query: { orgId } }),
      create: <T = Record<string, unknown>>(input: { name: string; orgId?: string; allowedOrigins?: string[] }) => request<{ key: string; item: T }>('POST', '/v1/api-keys', { body: input }),
      revoke: (id: string) => request<{ revoked: string }>('DELETE', `/v1/api-keys/${encodeURIComponent(id)}`),
    },
    /** CSV imports: a preview lists each refused row; an import saves every row or none. */
    imports: {
      preview: (kind: ImportKind, input: ImportRequest) => request<ImportResult>('POST', `/v1/imports/${kind}/preview`, { body: input }),
      apply: (kind: ImportKind, input: ImportRequest) => request<ImportResult>('POST', `/v1/imports/${kind}`, { body: input }),
    },
    /** Program import (002 §2): a document read into a program, code look-ups while it is reviewed, then the save. */
    programImport: {
      parse: (file: Blob, organizationId: string, fileName?: string) => {
        const form = new FormData();
        form.append('file', file, fileName ?? (file as File).name ?? 'file');
        return request<ProgramParseResult>('POST', '/v1/program-import/parse', { query: { organizationId }, form });
      },
      lookup: (codes: { rapidsCode?: string; onetCode?: string }) => request<ProgramCodeLookup>('GET', '/v1/program-import/lookup', { query: codes }),
      /** Refused with 409 'Training Program exists' when the organization has a program with the same RAPIDS or O*NET code. */
      save: (organizationId: string, program: ProgramDraft) => request<{ id: string }>('POST', '/v1/program-import', { body: { organizationId, program } }),
    },
    files: {
      /** Stores a file of an organization; under the 'public' prefix it is served to anyone (logos, icons). */
      upload: (file: Blob, opts: { organizationId: string; prefix?: string; fileName?: string }) => {
        const form = new FormData();
        form.append('file', file, opts.fileName ?? (file as File).name ?? 'file');
        return request<UploadedFile>('POST', '/v1/external/aws/upload', { query: { organizationId: opts.organizationId, prefix: opts.prefix }, form });
      },
    },
    isSignedIn: () => Boolean(options.session?.get()),
  };
}

/** Whether a user can sign in: users created through the data API have no sign-in account. */
export interface UserAccountStatus {
  id: string;
  hasAccount: boolean;
  disabled: boolean;
}

export interface ProgramParseResult {
  program: ParsedProgram;
  format: string;
  /** What the parser could not read or guessed, shown to the reviewer. */
  notes: string[];
}

/** Null where the code is unknown. */
export interface ProgramCodeLookup {
  rapidsTitle: string | null;
  onetCode: string | null;
  occupationName: string | null;
}

export interface UploadedFile {
  url: string;
  signedUrl: string;
  key: string;
  size: number;
  type: string;
  name: string;
}
export type PathcraftClient = ReturnType<typeof createClient>;

export interface CurrentUser {
  id: string;
  uid: string | null;
  email: string | null;
  name: string | null;
  role: string[] | null;
  orgId: string | null;
  profilePicture: string | null;
  membershipReadable: string | null;
  roleLabel: string;
  isSuperAdmin: boolean;
  /** Read-only for courses (000 §6): course, section and cohort edits are refused. */
  courseReadOnly?: boolean;
}

/** Where the console's avatar menu sends 'Main app' and 'Admin app' (000 §2), from the server's configuration. */
export interface AppUrls {
  main: string;
  admin: string;
}

export interface CurrentOrganization {
  id: string;
  name: string;
  slug: string;
  orgType: string;
  orgLogo: string | null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
