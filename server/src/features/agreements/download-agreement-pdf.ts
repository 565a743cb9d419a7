import type { RequestContext } from '../../platform/actor.ts';
import type { Deps } from '../../platform/deps.ts';
import { agreementDataHash } from '../../platform/canonical-json.ts';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.ts';
import { auditTrailOf } from '../invites/invite-events.ts';
import { readAgreement, readSignedEmployerAgreement } from './agreement-access.ts';
import { agreementPdfBytes } from './agreement-pdf-bytes.ts';
import { apprenticeAgreementPdf } from './apprentice-agreement-pdf.ts';
import { employerAgreementPdf } from './employer-agreement-pdf.ts';

export type AgreementTable = 'employerAgreements' | 'apprenticeAgreements';

/** What identifies a stored, signed agreement file. */
interface SignedFile {
  signedAt: string | null;
  signedPdfKey: string | null;
  signedPdfHash: string | null;
}

/** A downloaded agreement: its PDF and the title its file is named after. */
export interface AgreementPdf {
  bytes: Uint8Array;
  title: string;
}

/** What differs between the two agreements: who reads it, how its draft is drawn, its title. */
const KINDS = {
  employerAgreements: {
    title: 'Employer Agreement',
    downloads: 'employerAgreementDownloads',
    read: (deps: Deps, ctx: Pick<RequestContext, 'actor' | 'tokens'>, id: string) =>
      readSignedEmployerAgreement(deps, ctx, id).then(({ agreement, inviteId }) => ({
        agreement,
        inviteId,
        draw: (trail: Awaited<ReturnType<typeof auditTrailOf>>, now: Date) =>
          employerAgreementPdf(deps, agreement, trail, agreementDataHash(agreement), now),
      })),
  },
  apprenticeAgreements: {
    title: 'Apprentice Agreement',
    downloads: 'apprenticeAgreementDownloads',
    read: (deps: Deps, ctx: Pick<RequestContext, 'actor' | 'tokens'>, id: string) =>
      readAgreement(deps, ctx, 'apprenticeAgreements', id).then(({ agreement, invite }) => ({
        agreement,
        inviteId: invite?.id ?? null,
        draw: (trail: Awaited<ReturnType<typeof auditTrailOf>>, now: Date) =>
          apprenticeAgreementPdf(deps, agreement, trail, agreementDataHash(agreement), now),
      })),
  },
} as const;

/**
 * An agreement's PDF for one of its readers (agreement-access.ts): once signed, the stored
 * file (the legal record), else a fresh draft with its audit trail. Every download is audited,
 * with the invite it was read through.
 */
export async function downloadAgreementPdf(
  deps: Deps,
  ctx: Pick<RequestContext, 'actor' | 'tokens' | 'meta' | 'now'>,
  table: AgreementTable,
  id: string,
): Promise<AgreementPdf> {
  const kind = KINDS[table];
  const { agreement, inviteId, draw } = await kind.read(deps, ctx, id);
  const bytes = await agreementPdfBytes(deps, agreement, async () =>
    draw(await auditTrailOf(deps.db, table, agreement.id), ctx.now),
  );
  await recordAuditEvent(
    deps.db,
    ctx.actor,
    ctx.meta,
    {
      action: 'agreement.pdfDownloaded',
      entity: kind.downloads,
      entityId: agreement.id,
      orgId: agreement.orgId,
      ...(inviteId ? { details: { inviteId } } : {}),
    },
    ctx.now,
  );
  return { bytes, title: `${kind.title} - ${agreement.signerName ?? agreement.id}` };
}

/** The signed file of a just-signed agreement, checked against its hash. */
export const storedAgreementPdf = (deps: Pick<Deps, 'storage'>, row: SignedFile) =>
  agreementPdfBytes(deps, row, () => Promise.reject(new Error('The agreement is not signed.')));
