import {
  ACCESS_CODE_LENGTH,
  ACCESS_CODE_LOCKOUT,
  ACCESS_CODE_MESSAGES,
  ACCESS_CODE_TABLES,
  accessCodeLockedMessage,
  normalizeAccessCode,
  PAGE_LINK_CODE_MESSAGES,
  type AccessCodeTable,
} from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invites, pageLinks } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { rateLimitAddress } from '../../platform/client-address.ts';
import { hashSecret, safeEqual } from '../../platform/crypto.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { recordInviteEvent } from '../invites/invite-events.ts';
import { createRateLimiter, describeWait, type RateRule } from '../../platform/rate-limit/rate-limit.ts';
import { DOC_ACCESS_TTL_S, signDocAccess } from './access-token.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';

const {
  addressOnDocument: ADDRESS_ON_DOCUMENT,
  addressOnGuardedDocument: ADDRESS_ON_GUARDED_DOCUMENT,
  address: ADDRESS,
  documentGuard,
} = ACCESS_CODE_LOCKOUT;
/** Wrong codes on one document from all addresses: at the limit the document is guarded (sdk: ACCESS_CODE_LOCKOUT). */
export const DOCUMENT_GUARD: RateRule = {
  limit: documentGuard.limit,
  windowMs: documentGuard.windowMs,
  lockMs: documentGuard.guardMs,
};

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
 * Verifies a document's 6-character access code (docs/rules.md#invitations-and-access-codes, SECURITY.md):
 * the code is compared as a keyed hash in constant time; tries are counted in
 * the database per address on the document, per address overall and per
 * document (sdk: ACCESS_CODE_LOCKOUT: guessers wait longer and longer, whoever
 * has the code gets in), each wrong one an audit event; the answer never says
 * whether the id, the table or the code was wrong. Success answers a
 * short-lived token for that document only.
 */
export async function checkAccessCode(
  ctx: Ctx,
  input: CheckAccessCodeInput,
  { legacy = false } = {},
): Promise<AccessGranted> {
  const id = text(input.id);
  const table = text(input.table);
  if (!id) throw fail('bad_request', ACCESS_CODE_MESSAGES.documentIdRequired);
  if (!table) throw fail('bad_request', ACCESS_CODE_MESSAGES.tableRequired);
  if (legacy && input.accessCode == null) throw fail('bad_request', ACCESS_CODE_MESSAGES.accessCodeRequired);
  if (!(ACCESS_CODE_TABLES as readonly string[]).includes(table))
    throw fail('bad_request', `Table must be one of: ${ACCESS_CODE_TABLES.join(', ')}.`);
  if (id.length > 64) throw fail('forbidden', ACCESS_CODE_MESSAGES.invalid);

  // The table was named by the caller, so wording the answer for it tells nothing new.
  const invalid = table === 'pageLinks' ? PAGE_LINK_CODE_MESSAGES.invalid : ACCESS_CODE_MESSAGES.invalid;
  const lockedMessage = table === 'pageLinks' ? PAGE_LINK_CODE_MESSAGES.locked : accessCodeLockedMessage;
  const limiter = createRateLimiter(ctx.db);
  const nowMs = ctx.now.getTime();
  const address = rateLimitAddress(ctx.meta?.ip ?? null);
  // The console reads a guarded invite's lock under this key (inviteLockKey).
  const docKey = `accessCode:${table}:${id}`;
  const addressOnDocKey = `${docKey}:ip:${address}`;
  const addressKey = `accessCode:ip:${address}`;
  // Each try is counted before the code is compared (claim), so parallel guesses can't overrun a
  // rule; a guarded document takes the stricter rule for addresses that already missed on it.
  const guarded = (await limiter.check(docKey, DOCUMENT_GUARD, nowMs)).locked;
  const onDocRule = guarded ? ADDRESS_ON_GUARDED_DOCUMENT : ADDRESS_ON_DOCUMENT;
  const onDoc = await limiter.claim(addressOnDocKey, onDocRule, nowMs);
  if (!onDoc.allowed) throw fail('too_many_requests', lockedMessage(describeWait(onDoc.retryAfterMs)));
  const overall = await limiter.claim(addressKey, ADDRESS, nowMs);
  if (!overall.allowed) {
    await limiter.giveBack(addressOnDocKey, onDocRule);
    throw fail('too_many_requests', lockedMessage(describeWait(overall.retryAfterMs)));
  }

  const doc = await loadDocument(ctx.db, table as AccessCodeTable, id);
  const code = normalizeAccessCode(input.accessCode);
  // The hash is computed whatever happens, so a missing document takes as long as a wrong code.
  const given = hashSecret(code, ctx.pepper);
  const needsCode = Boolean(doc?.accessCodeHash);
  const ok =
    doc !== null && (!needsCode || (code.length === ACCESS_CODE_LENGTH && safeEqual(given, doc.accessCodeHash!)));

  if (!ok) {
    const docState = await limiter.hit(docKey, DOCUMENT_GUARD, nowMs);
    await ctx.db.transaction(
      async (tx) =>
        await audit(tx, ctx, table as AccessCodeTable, id, doc, 'accessCode.failed', { attempts: docState.count }),
    );
    // The wrong code that starts this address's wait says how long it is.
    const wait = Math.max(onDoc.next.lockedUntil ?? 0, overall.next.lockedUntil ?? 0) - nowMs;
    if (wait > 0) throw fail('too_many_requests', lockedMessage(describeWait(wait)));
    throw fail('forbidden', invalid);
  }

  // Whoever has the code is let in: this address starts afresh on the document and keeps its tries elsewhere.
  await limiter.reset(addressOnDocKey);
  await limiter.giveBack(addressKey, ADDRESS);
  await ctx.db.transaction(
    async (tx) => await audit(tx, ctx, table as AccessCodeTable, id, doc, 'accessCode.verified', {}),
  );
  const accessToken = await signDocAccess({ table: table as AccessCodeTable, id }, ctx.pepper, ctx.now);
  return { success: true, message: 'Access code verified.', accessToken, expiresIn: DOC_ACCESS_TTL_S };
}

type Doc = { accessCodeHash: string | null; invite?: typeof invites.$inferSelect; orgId: string };

async function loadDocument(db: Db, table: AccessCodeTable, id: string): Promise<Doc | null> {
  if (table === 'invites') {
    const invite = await first(db.select().from(invites).where(eq(invites.id, id)));
    return invite ? { accessCodeHash: invite.accessCodeHash, invite, orgId: invite.orgId } : null;
  }
  const link = await first(
    db
      .select({
        orgId: pageLinks.orgId,
        hasAccessCode: pageLinks.hasAccessCode,
        accessCodeHash: pageLinks.accessCodeHash,
      })
      .from(pageLinks)
      .where(eq(pageLinks.id, id)),
  );
  // A link marked as protected but without a stored hash stays closed.
  return link
    ? { orgId: link.orgId, accessCodeHash: link.hasAccessCode ? (link.accessCodeHash ?? 'unset') : null }
    : null;
}

async function audit(
  tx: Pick<Db, 'insert'>,
  ctx: Ctx,
  table: AccessCodeTable,
  id: string,
  doc: Doc | null,
  action: string,
  details: Record<string, unknown>,
) {
  if (doc?.invite) return await recordInviteEvent(tx, ctx.actor, ctx.meta, doc.invite, action, ctx.now, details);
  await recordAuditEvent(
    tx,
    ctx.actor,
    ctx.meta,
    {
      action,
      entity: table,
      entityId: id.slice(0, 64),
      orgId: doc?.orgId ?? null,
      details: { ...details, known: doc !== null },
    },
    ctx.now,
  );
}
