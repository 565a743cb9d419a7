import { onetCodeOf, PROGRAM_IMPORT_TEXT, type ProgramDraft } from '@pathcraft/sdk';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { first } from '../../db/first.ts';
import { apprenticeshipTemplates, organizations } from '../../db/schema/index.ts';
import { forUpdate } from '../../db/concurrency.ts';
import type { RequestContext } from '../../platform/actor.ts';
import { newId } from '../../platform/ids.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { fail } from '../../platform/errors.ts';

export interface ExistingProgram {
  id: string;
  title: string;
  /** Which of the codes asked about the program has (one or both). */
  sameRapidsCode: boolean;
  sameOnetCode: boolean;
}

/**
 * The organization's program that a new one with these codes would repeat (docs/rules.md#program-import: 'A program
 * with the same RAPIDS or O*NET code is rejected'): the same RAPIDS code as written, ignoring
 * case and spaces, or the same O*NET code ('47-2111' is 47-2111.00). The review asks at step 1;
 * the save asks again inside its transaction.
 */
export async function existingProgram(
  db: Pick<Db, 'select'>,
  orgId: string,
  codes: { rapidsCode?: string; onetCode?: string },
): Promise<ExistingProgram | null> {
  const rapidsCode = codes.rapidsCode?.trim().toLowerCase() ?? '';
  const onetCode = onetCodeOf(codes.onetCode ?? '');
  const matches = [
    rapidsCode ? sql`lower(trim(${apprenticeshipTemplates.rapidsCode})) = ${rapidsCode}` : undefined,
    onetCode ? eq(apprenticeshipTemplates.occupationONetCode, onetCode) : undefined,
  ].filter((m) => m !== undefined);
  if (!matches.length) return null;
  const row = await first(
    db
      .select({
        id: apprenticeshipTemplates.id,
        title: apprenticeshipTemplates.title,
        rapidsCode: apprenticeshipTemplates.rapidsCode,
        onetCode: apprenticeshipTemplates.occupationONetCode,
      })
      .from(apprenticeshipTemplates)
      .where(and(eq(apprenticeshipTemplates.orgId, orgId), or(...matches)))
      .orderBy(apprenticeshipTemplates.createdAt, apprenticeshipTemplates.id),
  );
  if (!row) return null;
  return {
    id: row.id,
    title: row.title ?? '',
    sameRapidsCode: !!rapidsCode && (row.rapidsCode ?? '').trim().toLowerCase() === rapidsCode,
    sameOnetCode: !!onetCode && row.onetCode === onetCode,
  };
}

/**
 * Saves a reviewed program (checked by ZProgramDraft: required fields, limits, code formats) as a
 * training-program template of the organization (docs/rules.md#program-import): refused with 'Training Program exists'
 * when one of its programs has the same RAPIDS or O*NET code. One transaction with its audit event.
 */
export async function saveProgram(ctx: RequestContext, orgId: string, program: ProgramDraft): Promise<{ id: string }> {
  const onetCode = onetCodeOf(program.occupationONetCode);
  const rapidsCode = program.rapidsCode.trim();
  const competencyIds = new Set(program.competencies.map((c) => c.id));
  if (program.competencyGroups.some((g) => g.competencyIds.some((id) => !competencyIds.has(id))))
    throw fail('bad_request', 'A competency group names a competency that is not in the list.');
  const stamp = ctx.now.toISOString();
  return await ctx.db.transaction(async (tx) => {
    // No index can say 'same RAPIDS code ignoring case, or same O*NET code': the organization's row is locked
    // instead, so two saves of one program (any process) take turns and the second finds the first.
    await forUpdate(tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, orgId)));
    if (await existingProgram(tx, orgId, { rapidsCode, onetCode })) throw fail('conflict', PROGRAM_IMPORT_TEXT.exists);
    const row = {
      id: newId(),
      orgId,
      ...program,
      rapidsCode,
      occupationONetCode: onetCode,
      createdAt: stamp,
      updatedAt: stamp,
    };
    await tx.insert(apprenticeshipTemplates).values(row);
    await recordAuditEvent(
      tx,
      ctx.actor,
      ctx.meta,
      {
        action: 'programImport.save',
        entity: 'apprenticeshipTemplates',
        entityId: row.id,
        orgId,
        details: { title: row.title, rapidsCode, occupationONetCode: onetCode, competencies: row.competencies.length },
      },
      ctx.now,
    );
    return { id: row.id };
  });
}
