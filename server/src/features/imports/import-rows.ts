import {
  csvRecordOf,
  importRowMessage,
  type ImportKind,
  type ImportRequest,
  type ImportResult,
  type ImportRowError,
  PathcraftError,
  spreadsheetRow,
  userEmailTaken,
} from '@pathcraft/sdk';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor, RequestMeta } from '../../platform/actor.ts';
import { actingOrg } from '../../platform/acting-org.ts';
import { isZodError, zodMessage } from '../../platform/errors.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { resolveAccess } from '../data-access/access.ts';
import { findPolicy } from '../data-access/policies/index.ts';
import type { TablePolicy } from '../data-access/policy.ts';
import { createRows } from '../data-access/rows.ts';
import { first } from '../../db/first.ts';
import { fail } from '../../platform/errors.ts';
import { requireUser } from '../../platform/actor.ts';

/** Thrown to roll the import's transaction back (a preview, or a refused row). */
class RolledBack extends Error {}

const messageOf = (err: unknown): string | null => {
  if (err instanceof PathcraftError) return err.message;
  if (isZodError(err)) return zodMessage(err);
  return null;
};

function writeRefusal(policy: TablePolicy, caller: Actor): string | null {
  try {
    // Writing only one's own record (a teacher's own fields) creates nobody.
    return resolveAccess(policy, caller, 'write').writable ? `Your role can't change ${policy.name}.` : null;
  } catch (err) {
    const message = messageOf(err);
    if (message === null) throw err;
    return message;
  }
}

/**
 * Imports CSV rows as users or courses of one organization, all or nothing. Every row goes
 * through the data API's own create (its schema, policy, role-grant and uniqueness checks, audit)
 * inside one transaction, each row in a savepoint so every refused row is reported. A preview,
 * or an import with any refused row, rolls the whole transaction back: nothing is saved.
 */
export async function importRows(
  ctx: { db: Db; actor: Actor; meta: RequestMeta | null; now: Date },
  kind: ImportKind,
  input: ImportRequest,
  opts: { apply: boolean },
): Promise<ImportResult> {
  const caller = requireUser(ctx.actor);
  const orgId = actingOrg(caller, input.orgId, {
    required: true,
    refusal: 'You can only import into your own organization.',
  });
  const policy = findPolicy(kind)!;
  // A caller who may not write the table learns nothing from the rows (not even which e-mails exist): every row gets the refusal.
  const refusal = writeRefusal(policy, caller);
  let result: ImportResult = { rows: input.rows.length, created: 0, errors: [] };
  try {
    await ctx.db.transaction(async (tx) => {
      const errors: ImportRowError[] = [];
      let created = 0;
      for (const [index, row] of input.rows.entries()) {
        const parsed = csvRecordOf(kind, row);
        if ('error' in parsed) {
          errors.push({ row: spreadsheetRow(index), message: parsed.error });
          continue;
        }
        if (refusal) {
          errors.push({ row: spreadsheetRow(index), message: refusal });
          continue;
        }
        // One user per e-mail across the platform (the users_email index; e-mails are stored in lower case), as
        // sign-in needs: asked first, since on PostgreSQL a refused insert would end the transaction that reports
        // every row. Only callers who may create users get this far (above).
        const email =
          kind === 'users' && typeof parsed.record.email === 'string' ? parsed.record.email.trim().toLowerCase() : null;
        if (email && (await first(tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)))) {
          errors.push({ row: spreadsheetRow(index), message: userEmailTaken(String(parsed.record.email).trim()) });
          continue;
        }
        // ctx.db inside this transaction's body runs in it (a savepoint for createRows' own transaction), on both databases.
        try {
          created += (await createRows(ctx, policy, [{ ...parsed.record, orgId }])).length;
        } catch (err) {
          const message = messageOf(err);
          if (message === null) throw err;
          errors.push({ row: spreadsheetRow(index), message });
        }
      }
      result = { rows: input.rows.length, created: errors.length ? 0 : created, errors };
      if (!opts.apply || errors.length) throw new RolledBack();
      await recordAuditEvent(
        tx,
        caller,
        ctx.meta,
        {
          action: `${kind}.import`,
          entity: 'organizations',
          entityId: orgId,
          orgId,
          details: { rows: input.rows.length, created },
        },
        ctx.now,
      );
    });
  } catch (err) {
    if (!(err instanceof RolledBack)) throw err;
  }
  if (opts.apply && result.errors.length)
    throw fail('bad_request', importRowMessage(result.errors[0]!), { errors: result.errors });
  return result;
}
