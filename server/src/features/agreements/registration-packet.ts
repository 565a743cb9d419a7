import {
  apprenticeEmployerOf,
  formatWage,
  REGISTRATION_PACKET_TEXT as T,
  WAGE_TABLE_COLUMNS,
  wageSteps,
  wageScheduleOf,
  wageTableCaption,
} from '@pathcraft/sdk';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { first } from '../../db/first.ts';
import { apprenticeships, employerAgreements, wageSchedules } from '../../db/schema/index.ts';
import { drawRegistrationPacket } from '../../pdf/draw-registration-packet.ts';
import type { RequestContext } from '../../platform/actor.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { agreementDataHash, canonicalJson } from '../../platform/canonical-json.ts';
import { sha256Hex } from '../../platform/crypto.ts';
import type { Deps } from '../../platform/deps.ts';
import { fail } from '../../platform/errors.ts';
import { auditTrailOf, type TrailEvent } from '../invites/invite-events.ts';
import { type ApprenticeAgreementRow, type EmployerAgreementRow, readAgreement } from './agreement-access.ts';
import { agreementPdfBytes } from './agreement-pdf-bytes.ts';
import { apprenticeAgreementPdf } from './apprentice-agreement-pdf.ts';
import { employerAgreementPdf } from './employer-agreement-pdf.ts';
import { employerOf, orgOf } from './program-context.ts';

type WageScheduleRow = typeof wageSchedules.$inferSelect;

/** What the packet's data hash covers: each document's proof and the audit trail it prints. */
export interface PacketContents {
  apprenticeAgreement: { id: string; dataHash: string; pdfHash: string | null };
  employerAgreement: { id: string; dataHash: string; pdfHash: string | null };
  wageSchedule: { id: string; dataHash: string } | null;
  auditTrail: Pick<TrailEvent, 'action' | 'at' | 'signerName' | 'signerEmail' | 'ip' | 'userAgent'>[];
}

/**
 * The packet's data hash, the certificates' scheme (SHA-256 of canonical JSON): anyone with the
 * database recomputes it from the records and compares it with the one printed in the packet.
 */
export const registrationPacketDataHash = (contents: PacketContents) => sha256Hex(canonicalJson(contents));

/** The proof of a signed agreement: its data hash as sealed (else recomputed) and its stored file's hash. */
const proofOf = (row: ApprenticeAgreementRow | EmployerAgreementRow) => ({
  id: row.id,
  dataHash: row.dataHash ?? agreementDataHash(row),
  pdfHash: row.signedPdfHash,
});

/**
 * The registration packet of one apprentice (issue 27 item 7): the signed apprentice agreement,
 * the employer agreement, the wage schedule and the audit trail in one PDF. Readers are the
 * apprentice agreement's (readAgreement: the apprentice, the sponsor, the organization's owners and
 * admins, a super admin, the invitee with the agreement's code): it prints the private fields the
 * agreement PDF prints. Each download is audited with the packet's data and file hashes.
 */
export async function registrationPacket(
  deps: Deps,
  ctx: RequestContext,
  agreementId: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { agreement } = await readAgreement(deps, ctx, 'apprenticeAgreements', agreementId);
  if (!agreement.signedAt) throw fail('conflict', T.notSigned);
  const employerAgreement = await signedEmployerAgreementOf(deps.db, agreement);
  const employer = await employerOf(deps.db, agreement.employerProfileId ?? employerAgreement?.employerProfileId);
  if (!employerAgreement) throw fail('conflict', T.employerNotSigned(employer?.name ?? 'the employer'));
  const [schedule, org, apprenticeTrail, employerTrail] = await Promise.all([
    payingScheduleOf(deps.db, agreement),
    orgOf(deps.db, agreement.orgId),
    auditTrailOf(deps.db, 'apprenticeAgreements', agreement.id),
    auditTrailOf(deps.db, 'employerAgreements', employerAgreement.id),
  ]);
  const [apprenticePdf, employerPdf] = await Promise.all([
    agreementPdfBytes(deps, agreement, () =>
      apprenticeAgreementPdf(deps, agreement, apprenticeTrail, agreementDataHash(agreement), ctx.now),
    ),
    agreementPdfBytes(deps, employerAgreement, () =>
      employerAgreementPdf(deps, employerAgreement, employerTrail, agreementDataHash(employerAgreement), ctx.now),
    ),
  ]);
  const events = [...apprenticeTrail, ...employerTrail]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map(({ action, at, signerName, signerEmail, ip, userAgent }) => ({
      action,
      at,
      signerName,
      signerEmail,
      ip,
      userAgent,
    }));
  const contents: PacketContents = {
    apprenticeAgreement: proofOf(agreement),
    employerAgreement: proofOf(employerAgreement),
    wageSchedule: schedule ? { id: schedule.id, dataHash: agreementDataHash(schedule) } : null,
    auditTrail: events,
  };
  const dataHash = registrationPacketDataHash(contents);
  const name = agreement.signerName ?? agreement.name ?? agreement.id;
  const hashes = (proof: PacketContents['apprenticeAgreement']) =>
    [
      [T.documentId, proof.id],
      [T.dataHash, proof.dataHash],
      [T.fileHash, proof.pdfHash ?? T.notStored],
    ] as const;

  const bytes = await drawRegistrationPacket({
    title: T.titleOf(name),
    facts: [
      [T.facts.apprentice, name],
      [T.facts.program, agreement.occupationName ?? ''],
      [T.facts.employer, employer?.name ?? ''],
      [T.facts.sponsor, org?.name ?? ''],
      [T.facts.prepared, ctx.now.toISOString()],
    ],
    labels: {
      contents: T.contents,
      hashes: T.hashes,
      hashesNote: T.hashesNote,
      packetHash: T.packetHash,
      pageOf: T.pageOf,
    },
    documents: [
      { heading: T.parts.apprenticeAgreement, pdf: apprenticePdf, hashes: hashes(contents.apprenticeAgreement) },
      { heading: T.parts.employerAgreement, pdf: employerPdf, hashes: hashes(contents.employerAgreement) },
    ],
    wageSchedule: {
      heading: T.parts.wageSchedule,
      caption: schedule ? wageTableCaption(schedule) : T.noSchedule,
      columns: WAGE_TABLE_COLUMNS,
      rows: schedule
        ? wageSteps(schedule).map((s) => [
            String(s.period),
            `${s.percent}%`,
            formatWage(s.wageAmount),
            String(s.duration),
          ])
        : [],
      hashes: contents.wageSchedule
        ? [
            [T.documentId, contents.wageSchedule.id],
            [T.dataHash, contents.wageSchedule.dataHash],
          ]
        : [],
    },
    auditTrailHeading: T.parts.auditTrail,
    certificate: { title: T.titleOf(name), documentId: agreement.id, dataHash, signedAt: agreement.signedAt, events },
    date: ctx.now,
  });
  // The file's own hash can't be printed inside it: it is kept with the download's audit event.
  await recordAuditEvent(
    deps.db,
    ctx.actor,
    ctx.meta,
    {
      action: 'registrationPacket.downloaded',
      entity: 'registrationPacketDownloads',
      entityId: agreement.id,
      orgId: agreement.orgId,
      details: { dataHash, pdfHash: sha256Hex(bytes) },
    },
    ctx.now,
  );
  return { bytes, fileName: T.fileNameOf(name) };
}

/** The employer agreement the apprentice's agreement names once signed, else the employer's signed one for the program. */
async function signedEmployerAgreementOf(
  db: Deps['db'],
  agreement: ApprenticeAgreementRow,
): Promise<EmployerAgreementRow | undefined> {
  if (agreement.employerAgreementId) {
    const named = await first(
      db.select().from(employerAgreements).where(eq(employerAgreements.id, agreement.employerAgreementId)),
    );
    if (named?.signedAt) return named;
  }
  if (!agreement.apprenticeshipId || !agreement.employerProfileId) return undefined;
  return await first(
    db
      .select()
      .from(employerAgreements)
      .where(
        and(
          eq(employerAgreements.apprenticeshipId, agreement.apprenticeshipId),
          eq(employerAgreements.employerProfileId, agreement.employerProfileId),
          isNotNull(employerAgreements.signedAt),
        ),
      )
      .orderBy(desc(employerAgreements.signedAt)),
  );
}

/** The apprentice's wage schedule: the one that pays them, as their agreement's PDF prints it and progress counts it. */
async function payingScheduleOf(
  db: Deps['db'],
  agreement: Pick<ApprenticeAgreementRow, 'apprenticeshipId' | 'employerProfileId'>,
): Promise<WageScheduleRow | undefined> {
  if (!agreement.apprenticeshipId) return undefined;
  const apprenticeship = await first(
    db.select().from(apprenticeships).where(eq(apprenticeships.id, agreement.apprenticeshipId)),
  );
  if (!apprenticeship) return undefined;
  const schedules = await db
    .select()
    .from(wageSchedules)
    .where(eq(wageSchedules.apprenticeshipId, apprenticeship.id))
    .orderBy(wageSchedules.createdAt, wageSchedules.id);
  return wageScheduleOf(schedules, apprenticeEmployerOf(agreement.employerProfileId, apprenticeship.employerProfileId));
}
