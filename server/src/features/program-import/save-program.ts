import { INDUSTRY_CODES, PROGRAM_IMPORT_TEXT, PROGRAM_REQUIRED, type ProgramDraft } from '@pathcraft/sdk';
import { and, eq, or, sql } from 'drizzle-orm';
import { apprenticeshipTemplates, organizations } from '../../db/schema/index.ts';
import type { RequestContext } from '../../http/actor.ts';
import { fail } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import { forUpdate } from '../../db/concurrency.ts';
import { first } from '../../db/first.ts';

const ONET_CODE = /^\d{2}-\d{4}\.\d{2}$/;

/**
 * Saves a reviewed program as a training-program template of the organization (002 §5): refused
 * with 'Training Program exists' when one of its programs has the same RAPIDS code (as written,
 * ignoring case) or the same O*NET code. One transaction with its audit event.
 */
export async function saveProgram(ctx: RequestContext, orgId: string, program: ProgramDraft): Promise<{ id: string }> {
  if (!(INDUSTRY_CODES as readonly string[]).includes(program.industryCode)) throw fail('bad_request', PROGRAM_REQUIRED.industryCode);
  const onetCode = program.occupationONetCode.trim();
  if (!ONET_CODE.test(onetCode)) throw fail('bad_request', 'The O*NET code must look like 47-2111.00.');
  const rapidsCode = program.rapidsCode.trim();
  const competencyIds = new Set(program.competencies.map((c) => c.id));
  if (program.competencyGroups.some((g) => g.competencyIds.some((id) => !competencyIds.has(id)))) throw fail('bad_request', 'A competency group names a competency that is not in the list.');
  const stamp = ctx.now.toISOString();
  return await ctx.db.transaction(async (tx) => {
    // No index can say 'same RAPIDS code ignoring case, or same O*NET code': the organization's row is locked
    // instead, so two saves of one program (any process) take turns and the second finds the first.
    await forUpdate(tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, orgId)));
    const existing = await first(tx
      .select({ id: apprenticeshipTemplates.id })
      .from(apprenticeshipTemplates)
      .where(
        and(
          eq(apprenticeshipTemplates.orgId, orgId),
          or(sql`lower(trim(${apprenticeshipTemplates.rapidsCode})) = ${rapidsCode.toLowerCase()}`, eq(apprenticeshipTemplates.occupationONetCode, onetCode)),
        ),
      ));
    if (existing) throw fail('conflict', PROGRAM_IMPORT_TEXT.exists);
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
      { action: 'programImport.save', entity: 'apprenticeshipTemplates', entityId: row.id, orgId, details: { title: row.title, rapidsCode, occupationONetCode: onetCode, competencies: row.competencies.length } },
      ctx.now,
    );
    return { id: row.id };
  });
}
