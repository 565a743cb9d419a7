import { ACCESS_CODE_LENGTH, ACCESS_CODE_MESSAGES, ACCESS_CODE_TABLES, accessCodeLockedMessage, normalizeAccessCode, PAGE_LINK_CODE_MESSAGES, type AccessCodeTable } from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invites, pageLinks } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../http/actor.ts';
import { fail } from '../../http/errors.ts';
import { hashSecret, safeEqual } from '../../lib/crypto.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import { recordInviteEvent } from '../invites/invite-events.ts';
import { createRateLimiter, describeWait, type RateRule } from '../rate-limit/rate-limit.ts';
import { DOC_ACCESS_TTL_S, signDocAccess } from './access-token.ts';
import { first } from '../../db/first.ts';

/** 5 wrong codes in 15 minutes lock the invite (or link) for 15 minutes. */
export const PER_DOCUMENT: RateRule = { limit: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/** One address trying many invites is stopped too, a little later (offices share an address). */
export const PER_IP: RateRule = { limit: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

export interface CheckAccessCodeInput {
  id?: unknown;
  table?: unknown;
  accessCode?: unknown;
}

interface Ctx {
  db: Db;
  pepper: string;
  actor: Actor;
  meta: RequestMeta | null;
  now: Date;
}

export interface AccessGranted {
  success: true;
  message: string;
  accessToken: string;
  expiresIn: number;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * Verifies a document's 6-character access code (002 §5, Security rules):
 * the code is compared as a keyed hash in constant time; wrong codes are
 * counted in the database per document and per address, each one an audit
 * event; the answer never says whether the id, the table or the code was
 * wrong. Success answers a short-lived token for that document only.
 */
export async function checkAccessCode(ctx: Ctx, input: CheckAccessCodeInput, { legacy = false } = {}): Promise<AccessGranted> {
  const id = text(input.id);
  const table = text(input.table);
  if (!id) throw fail('bad_request', ACCESS_CODE_MESSAGES.documentIdRequired);
  if (!table) throw fail('bad_request', ACCESS_CODE_MESSAGES.tableRequired);
  if (legacy && input.accessCode == null) throw fail('bad_request', ACCESS_CODE_MESSAGES.accessCodeRequired);
  if (!(ACCESS_CODE_TABLES as readonly string[]).includes(table)) throw fail('bad_request', `Table must be one of: ${ACCESS_CODE_TABLES.join(', ')}.`);
  if (id.length > 64) throw fail('forbidden', ACCESS_CODE_MESSAGES.invalid);

  // The table was named by the caller, so wording the answer for it tells nothing new.
  const invalid = table === 'pageLinks' ? PAGE_LINK_CODE_MESSAGES.invalid : ACCESS_CODE_MESSAGES.invalid;
  const lockedMessage = table === 'pageLinks' ? PAGE_LINK_CODE_MESSAGES.locked : accessCodeLockedMessage;
  const limiter = createRateLimiter(ctx.db);
  const nowMs = ctx.now.getTime();
  const docKey = `accessCode:${table}:${id}`;
  const ipKey = `accessCode:ip:${ctx.meta?.ip ?? 'unknown'}`;
  for (const [key, rule] of [[docKey, PER_DOCUMENT], [ipKey, PER_IP]] as const) {
    const state = await limiter.check(key, rule, nowMs);
    if (state.locked) throw fail('too_many_requests', lockedMessage(describeWait(state.retryAfterMs)));
  }

  const doc = await loadDocument(ctx.db, table as AccessCodeTable, id);
  const code = normalizeAccessCode(input.accessCode);
  // The hash is computed whatever happens, so a missing document takes as long as a wrong code.
  const given = hashSecret(code, ctx.pepper);
  const needsCode = Boolean(doc?.accessCodeHash);
  const ok = doc !== null && (!needsCode || (code.length === ACCESS_CODE_LENGTH && safeEqual(given, doc.accessCodeHash!)));

  if (!ok) {
    const docState = await limiter.hit(docKey, PER_DOCUMENT, nowMs);
    const ipState = await limiter.hit(ipKey, PER_IP, nowMs);
    await ctx.db.transaction(async (tx) => await audit(tx, ctx, table as AccessCodeTable, id, doc, 'accessCode.failed', { attempts: docState.count }));
    const locked = docState.locked ? docState : ipState.locked ? ipState : null;
    if (locked) throw fail('too_many_requests', lockedMessage(describeWait(locked.retryAfterMs)));
    throw fail('forbidden', invalid);
  }

  await limiter.reset(docKey);
  await ctx.db.transaction(async (tx) => await audit(tx, ctx, table as AccessCodeTable, id, doc, 'accessCode.verified', {}));
  const accessToken = await signDocAccess({ table: table as AccessCodeTable, id }, ctx.pepper, ctx.now);
  return { success: true, message: 'Access code verified.', accessToken, expiresIn: DOC_ACCESS_TTL_S };
}

type Doc = { accessCodeHash: string | null; invite?: typeof invites.$inferSelect; orgId: string };

async function loadDocument(db: Db, table: AccessCodeTable, id: string): Promise<Doc | null> {
  if (table === 'invites') {
    const invite = await first(db.select().from(invites).where(eq(invites.id, id)));
    return invite ? { accessCodeHash: invite.accessCodeHash, invite, orgId: invite.orgId } : null;
  }
  const link = await first(db.select({ orgId: pageLinks.orgId, hasAccessCode: pageLinks.hasAccessCode, accessCodeHash: pageLinks.accessCodeHash }).from(pageLinks).where(eq(pageLinks.id, id)));
  // A link marked as protected but without a stored hash stays closed.
  return link ? { orgId: link.orgId, accessCodeHash: link.hasAccessCode ? (link.accessCodeHash ?? 'unset') : null } : null;
}

async function audit(tx: Pick<Db, 'insert'>, ctx: Ctx, table: AccessCodeTable, id: string, doc: Doc | null, action: string, details: Record<string, unknown>) {
  if (doc?.invite) return await recordInviteEvent(tx, ctx.actor, ctx.meta, doc.invite, action, ctx.now, details);
  await recordAuditEvent(tx, ctx.actor, ctx.meta, { action, entity: table, entityId: id.slice(0, 64), orgId: doc?.orgId ?? null, details: { ...details, known: doc !== null } }, ctx.now);
}
