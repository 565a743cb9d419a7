import { ADMIN_ROLES, STAFF_ROLES, type Role } from '@pathcraft/sdk';
import { getTableColumns, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { JsonSql } from '../../db/capabilities.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { GatedTable } from '../public-pages/gated-content.ts';

type UserActor = Extract<Actor, { kind: 'user' }>;

/**
 * Who may read and write one table through the data-access API, which fields
 * they see, and how rows belong to an organization. Anything outside the
 * policy is refused with a clear message before any SQL runs.
 */
export interface TablePolicy {
  /** The name in URLs (`/v1/external/supabase/{name}`). */
  name: string;
  table: SQLiteTable;
  /** How rows belong to an organization: a column, a list column (plus an optional single column), or not at all. */
  org: { column: string; listColumn?: string } | { listColumn: string; column?: string } | 'none';
  /** Roles (besides superAdmin, who may do anything) that may list and get rows of their organization. */
  read: readonly Role[];
  /** Roles that may create and update rows of their organization. */
  write: readonly Role[];
  /** Roles that may delete rows (firebase-store DELETE). */
  remove?: readonly Role[];
  /** Rows a user owns (column holds their user id): readable, and writable in `fields`, whatever their role. */
  own?: { column: string; fields?: readonly string[] };
  /** What visitors without a token may read: rows matching `where`, only `fields`. */
  public?: {
    /** `jsonSql`: for conditions over JSON lists, which each database writes its own way. */
    // biome-ignore lint/suspicious/noExplicitAny: the policy's own table, whose Drizzle type differs per table; each policy file types it where it writes the condition.
    where?: (t: any, jsonSql: JsonSql) => SQL;
    fields: readonly string[];
    /** Only by id or ids, so nobody can enumerate the table (e.g. job profiles shared by link). */
    requiresId?: boolean;
  };
  /**
   * What an organization API key may read: 'org' = every row of its
   * organization, 'public' = the public rows of its organization. Absent: nothing.
   */
  apiKeys?: 'org' | 'public';
  /** The sdk zod schema for creates (updates use it partially). No schema: read-only here. */
  schema?: z.ZodObject<z.ZodRawShape>;
  /** Columns never selected, filtered or written through this API. */
  hidden?: readonly string[];
  /** Fields set only by the server (never written by callers). */
  serverFields?: readonly string[];
  /**
   * Identity links (a user's sign-in account, private profile, signature): set only by the
   * server's own routes, never through this API, whoever calls, the super admin included.
   */
  links?: readonly string[];
  /** Fields this API sets only on create; changing them needs a route of their own (e.g. roles). */
  createOnly?: { fields: readonly string[]; message: string };
  /** Default order, e.g. 'name' or '-createdAt'. */
  defaultOrder: string;
  defaultLimit?: number;
  /** Record an audit event for every write. */
  audit?: boolean;
  /** Extra checks on a write (e.g. who may grant which role); throw to refuse. `db` reads related rows (inside the write's transaction for updates). */
  guardWrite?: (
    actor: UserActor,
    input: Record<string, unknown>,
    existing: Record<string, unknown> | null,
    db: Pick<Db, 'select'>,
    now: Date,
  ) => void | Promise<void>;
  /** Course content (classes, sections, cohorts): refused to users flagged courseReadOnly (sdk courseWriteRefusal). */
  courseContent?: boolean;
  /** Runs inside a write's transaction after each created or updated row (e.g. one default location per organization). */
  afterWrite?: (tx: Pick<Db, 'select' | 'update'>, row: Record<string, unknown>) => void | Promise<void>;
  /** Runs inside a delete's transaction before the row goes; throw to refuse. */
  guardRemove?: (tx: Pick<Db, 'select'>, existing: Record<string, unknown>, actor: Actor) => void | Promise<void>;
  /** Lists must name rows (id, ids, orgId or a filter); refused with this message otherwise (docs/rules.md#data-access-api). */
  requiresFilter?: string;
  /** Cleans a create's or update's input before it is stored (a material body's HTML); throw to refuse. */
  sanitize?: (input: Record<string, unknown>, env: WriteEnv) => Record<string, unknown>;
  /** Runs after a delete committed (e.g. a file record's stored bytes go too). */
  afterRemove?: (removed: Record<string, unknown>, env: RemoveEnv) => Promise<void>;
  /**
   * Content a page link's access code can keep (public-pages/gated-content.ts): rows reachable only
   * through a coded link are left out for whoever has not passed its code (x-access-token), on every
   * read. Staff of the organization and the super admin see them.
   */
  gated?: GatedTable;
  /** Values derived from a row for answers (e.g. membershipReadable). */
  derive?: (row: Record<string, unknown>) => Record<string, unknown>;
}

/** What a write's sanitize hook knows of the platform: its public URL (own files), when the caller passed it. */
export interface WriteEnv {
  platformOrigin: string | null;
}
export interface RemoveEnv {
  db: Db;
  storage: FileStorage;
  publicUrl: string;
}

export const MAX_LIMIT = 3000;
export const DEFAULT_LIMIT = 200;

export const ADMINS: readonly Role[] = ADMIN_ROLES;
export const STAFF: readonly Role[] = STAFF_ROLES;
export const MEMBERS: readonly Role[] = ['owner', 'admin', 'teacher', 'student'];

export function columnsOf(policy: TablePolicy): Record<string, SQLiteColumn> {
  return getTableColumns(policy.table);
}
