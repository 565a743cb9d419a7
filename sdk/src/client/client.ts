import { type ApiErrorBody, type ErrorCode, MESSAGES, PathcraftError, SERVER_UNREACHABLE } from '../api/errors.ts';
import { localizeMessage, uiLanguage } from '../i18n/i18n.ts';
import { type ListQuery, type ListResult, toSearchParams } from '../api/query.ts';
import type { Role } from '../domain/identity/roles.rules.ts';
import type { ImportKind, ImportResult } from '../domain/imports/imports.rules.ts';
import type { ImportRequest } from '../domain/imports/imports.schema.ts';
import type { CdnFile } from '../domain/courses/courses.rules.ts';
import type { CourseFilesAdd, CourseTopicOrder } from '../domain/courses/courses.schema.ts';
import type { ParsedProgram, ProgramDraft } from '../domain/program-import/program-import.schema.ts';
import * as api from './generated/operations.ts';
import { asSelected, type RequestInit_ } from './operation.ts';
import { SESSION_STORAGE_KEY } from './session-key.ts';

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

export { SESSION_STORAGE_KEY };

/** Keeps a session in localStorage (hosted pages); widgets pass their own store. */
export function localSessionStore(key = SESSION_STORAGE_KEY): SessionStore {
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
        // A refused refresh ends the session; an unreachable server leaves it for the next try.
        const next = await api
          .postAuthRefresh(self, { body: { refreshToken: s.refreshToken }, auth: false })
          .then(toSession, (err: unknown) => {
            if (err instanceof PathcraftError && err.code === 'bad_gateway') throw err;
            return null;
          });
        store.set(next);
      } finally {
        refreshing = null;
      }
    })();
    await refreshing;
    return store.get()?.token ?? null;
  }

  async function request<T>(method: string, path: string, init: RequestInit_ = {}): Promise<T> {
    // The page's language, not the browser's: a refusal comes back in the words the page speaks (server answer-language.ts).
    const headers: Record<string, string> = { 'accept-language': uiLanguage() };
    if (init.stream) headers.accept = 'text/event-stream';
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
          : new URLSearchParams(
              Object.entries(init.query)
                .filter((e): e is [string, string | number | boolean] => e[1] !== undefined)
                .map(([k, v]) => [k, String(v)]),
            );
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
      throw new PathcraftError('bad_gateway', localizeMessage(SERVER_UNREACHABLE));
    }
    if (init.stream && res.ok && res.body) return res as T;
    const text = await res.text();
    const json = text ? safeJson(text) : null;
    if (!res.ok) {
      const err = (json as ApiErrorBody | null)?.error;
      // The server answers in the language asked for; a message it has no translation for, or a server's
      // English from a request made without the page's language (a preloaded read), still reads in the
      // visitor's language where the page has one loaded (sdk i18n).
      throw new PathcraftError(
        (err?.code ?? (res.status === 401 ? 'unauthorized' : 'internal')) as ErrorCode,
        localizeMessage(err?.message ?? `HTTP error! status: ${res.status}`),
        err?.details,
      );
    }
    return json as T;
  }

  /** A streamed answer (server-sent events): the Response once the server accepts; refusals throw like request. Read it with readEvents. */
  const stream = (method: string, path: string, init: { body?: unknown; signal?: AbortSignal } = {}) =>
    request<Response>(method, path, { ...init, stream: true });
  const self = { baseUrl: base, request, stream };

  // The data-access families take any table of their policies, so their rows are typed by the caller (asSelected).
  const LIST = {
    supabase: api.getExternalSupabaseByTable,
    content: api.getApiContentByTable,
    store: api.getExternalFirebaseStoreByCollection,
  };
  const CREATE = {
    supabase: api.postExternalSupabaseByTable,
    content: api.postApiContentByTable,
    store: api.postExternalFirebaseStoreByCollection,
  };
  const UPDATE = {
    supabase: api.putExternalSupabaseByTable,
    content: api.putApiContentByTable,
    store: api.putExternalFirebaseStoreByCollection,
  };
  // Each family names its path parameter table or collection: both are sent, the route reads its own.
  const tableParams = (table: string) => ({ table, collection: table });
  const list = <T = Record<string, unknown>>(
    table: string,
    query: Partial<ListQuery> = {},
    family: Family = 'supabase',
  ) =>
    LIST[family](self, tableParams(table), { query: toSearchParams(query) }).then((page) =>
      asSelected<ListResult<T>>(page),
    );

  return {
    ...self,
    list,
    get: <T = Record<string, unknown>>(collection: string, id: string, select?: string[]) =>
      api
        .getExternalFirebaseStoreByCollection(self, { collection }, { query: { id, select: select?.join(',') } })
        .then((r) => asSelected<{ item: T }>(r).item),
    create: <T = Record<string, unknown>>(
      table: string,
      record: Record<string, unknown>,
      family: Family = 'supabase',
    ) =>
      CREATE[family](self, tableParams(table), { body: record }).then((r) => asSelected<{ docId: string; item: T }>(r)),
    update: <T = Record<string, unknown>>(
      table: string,
      changes: { id: string } & Record<string, unknown>,
      family: Family = 'supabase',
    ) => UPDATE[family](self, tableParams(table), { body: changes }).then((r) => asSelected<T>(r.item)),
    remove: (collection: string, id: string) =>
      api.deleteExternalFirebaseStoreByCollection(self, { collection }, { query: { id } }),
    auth: {
      async login(email: string, password: string): Promise<Session> {
        const s = toSession(await api.postAuthLogin(self, { body: { email, password }, auth: false }));
        options.session?.set(s);
        return s;
      },
      async tokenLogin(token: string): Promise<Session> {
        const s = toSession(await api.postAuthTokenLogin(self, { body: { token }, auth: false }));
        options.session?.set(s);
        return s;
      },
      async logout(): Promise<void> {
        const s = options.session?.get();
        options.session?.set(null);
        if (s)
          await api
            .postAuthLogout(self, { body: { refreshToken: s.refreshToken }, auth: false })
            .catch(() => undefined);
      },
      me: () => api.getAuthMe(self),
      requestPasswordReset: (email: string) => api.postAuthPasswordReset(self, { body: { email }, auth: false }),
      confirmPasswordReset: (code: string, password: string) =>
        api.postAuthPasswordResetConfirm(self, { body: { code, password }, auth: false }),
      confirmEmail: (code: string) => api.postAuthVerifyEmailConfirm(self, { body: { code }, auth: false }),
      updatePassword: (currentPassword: string, newPassword: string) =>
        api.putAuthPassword(self, { body: { currentPassword, newPassword } }),
      signInToken: () => api.postAuthSignInToken(self),
    },
    organizations: {
      /** One organization by id or slug (docs/rules.md#data-access-api): without either it refuses before calling. */
      lookup<T = Record<string, unknown>>(
        by: { id?: string; slug?: string },
        opts: { auth?: boolean } = {},
      ): Promise<T> {
        const id = by.id?.trim() || undefined;
        const slug = by.slug?.trim() || undefined;
        if (!id && !slug) return Promise.reject(new PathcraftError('bad_request', MESSAGES.orgIdOrSlugRequired));
        return api.getOrganizationsLookup(self, { query: { id, slug }, auth: opts.auth }).then((r) => r.item as T);
      },
    },
    users: {
      byId: <T = Record<string, unknown>>(userId: string) =>
        api.getUsersById(self, { query: { userId } }).then((r) => r.item as T),
      /** The one way roles change after a user exists; the server checks who may grant what. */
      setRole: (userId: string, role: Role[]) =>
        api.putUsersByIdRole(self, { id: userId }, { body: { role } }).then((r) => r.item),
      account: (userId: string) => api.getUsersByIdAccount(self, { id: userId }).then((r): UserAccountStatus => r.item),
      /** Disables the user's sign-in and ends their sessions. */
      deactivate: (userId: string) =>
        api.postUsersByIdDeactivate(self, { id: userId }).then((r): UserAccountStatus => r.item),
      /** Lets a deactivated user sign in again. */
      reactivate: (userId: string) =>
        api.postUsersByIdReactivate(self, { id: userId }).then((r): UserAccountStatus => r.item),
    },
    courses: {
      /** Adds uploaded files to a class's integration.cdnFiles and publishes it (docs/rules.md#courses-and-cohorts). */
      addFiles: (courseId: string, input: CourseFilesAdd) =>
        api
          .postCoursesByCourseIdCdnFiles(self, { courseId }, { body: input })
          .then((r): { id: string; cdnFiles: CdnFile[]; publishedAt: string } => r.item),
      /** Puts every section of a class in a new order, at once. */
      reorderCourseTopics: (courseId: string, input: CourseTopicOrder) =>
        api.putCoursesByCourseIdSectionsOrder(self, { courseId }, { body: input }),
      /** A page of the class's learners, by name (its organization's staff). */
      roster: (courseId: string, query: { page?: number; limit?: number } = {}) =>
        api.getCoursesByCourseIdRoster(self, { courseId }, { query }),
    },
    /** Invitations an organization sends (owners, admins, super admins); each answer with a code is the only time it is shown. */
    invites: {
      list: <T = Record<string, unknown>>(query: { orgId?: string; apprenticeshipId?: string }) =>
        api.getInvites(self, { query }) as Promise<{ items: T[]; total: number }>,
      send: <T = Record<string, unknown>>(invite: Record<string, unknown>) =>
        api.postInvites(self, { body: invite as never }) as Promise<{ docId: string; item: T; accessCode: string }>,
      resend: <T = Record<string, unknown>>(id: string) =>
        api.postInvitesByIdResend(self, { id }) as Promise<{ item: T; accessCode: string }>,
      revoke: (id: string) => api.deleteInvitesById(self, { id }),
      history: <T = Record<string, unknown>>(id: string) =>
        api.getInvitesByIdHistory(self, { id }).then((r) => (r as { items: T[] }).items),
    },
    /** Organization API keys: the key itself is answered once, on create. */
    apiKeys: {
      list: <T = Record<string, unknown>>(orgId?: string) =>
        api.getApiKeys(self, { query: { orgId } }) as Promise<{ items: T[]; total: number }>,
      create: <T = Record<string, unknown>>(input: { name: string; orgId?: string; allowedOrigins?: string[] }) =>
        api.postApiKeys(self, { body: input }) as Promise<{ key: string; item: T }>,
      revoke: (id: string) => api.deleteApiKeysById(self, { id }),
    },
    /** CSV imports: a preview lists each refused row; an import saves every row or none. */
    imports: {
      preview: (kind: ImportKind, input: ImportRequest) =>
        api.postImportsByKindPreview(self, { kind }, { body: input }).then((r): ImportResult => r),
      apply: (kind: ImportKind, input: ImportRequest) =>
        api.postImportsByKind(self, { kind }, { body: input }).then((r): ImportResult => r),
    },
    /** Program import (docs/rules.md#program-import): a document read into a program, code look-ups while it is reviewed, then the save. */
    programImport: {
      parse: (file: Blob, organizationId: string, fileName?: string) => {
        const form = new FormData();
        form.append('file', file, fileName ?? (file as File).name ?? 'file');
        return api.postProgramImportParse(self, { query: { organizationId }, form }).then((r): ProgramParseResult => r);
      },
      lookup: (codes: { rapidsCode?: string; onetCode?: string }): Promise<ProgramCodeLookup> =>
        api.getProgramImportLookup(self, { query: codes }),
      /** The organization's program with the same RAPIDS or O*NET code, which the save would refuse (asked at '1. Review Details'); null when there is none. */
      existing: (
        organizationId: string,
        codes: { rapidsCode: string; onetCode: string },
      ): Promise<ExistingProgram | null> =>
        api.getProgramImportExisting(self, { query: { organizationId, ...codes } }).then((answer) => answer.existing),
      /** Refused with 409 'Training Program exists' when the organization has a program with the same RAPIDS or O*NET code. */
      save: (organizationId: string, program: ProgramDraft) =>
        api.postProgramImport(self, { body: { organizationId, program } }),
    },
    files: {
      /**
       * Stores a file of a record: under 'public' an organization asset served to anyone (logos, icons),
       * under 'materials' or 'courses' a file of the material or class `parentId`, else the uploader's own.
       */
      upload: (
        file: Blob,
        opts: {
          organizationId: string;
          prefix?: 'public' | 'user-content' | 'materials' | 'courses';
          parentId?: string;
          fileName?: string;
        },
      ) => {
        const form = new FormData();
        form.append('file', file, opts.fileName ?? (file as File).name ?? 'file');
        return api
          .postExternalAwsUpload(self, {
            query: { organizationId: opts.organizationId, prefix: opts.prefix, parentId: opts.parentId },
            form,
          })
          .then((r): UploadedFile => r);
      },
      /** A link to a stored file that works without credentials for `expires` seconds, for a caller who may read it. */
      signedUrl: (url: string, expires?: number) =>
        api.getActionsCreatePublicUrl(self, { query: { url, expires } }).then((r) => r.url),
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

/** A program of the organization that a new one would repeat: which of its codes are the same. */
export interface ExistingProgram {
  id: string;
  title: string;
  sameRapidsCode: boolean;
  sameOnetCode: boolean;
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

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
