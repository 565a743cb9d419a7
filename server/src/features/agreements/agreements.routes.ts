import {
  EMPLOYER_AGREEMENT_TEXT,
  GUARDIAN_MESSAGES,
  ZAgreementGuardian,
  ZAgreementPart,
  ZAnyRecordItem,
  ZApprenticeAgreementAnswer,
  ZEmployerAgreementAnswer,
  ZEmployerAgreementSignature,
  zRequired,
} from '@pathcraft/sdk';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../platform/actor.ts';
import type { Deps } from '../../platform/deps.ts';
import { declare, loadedBefore, routes } from '../../http/contract.ts';
import { signedFileUrl } from '../files/signed-file-url.ts';
import { readAgreement, requireSigningInvite, type ApprenticeAgreementRow } from './agreement-access.ts';
import { apprenticeAgreementView } from './apprentice-agreement-view.ts';
import { downloadAgreementPdf, storedAgreementPdf, type AgreementPdf } from './download-agreement-pdf.ts';
import { employerOf, orgOf, programOf, sponsorOf } from './program-context.ts';
import { sendSignedCopies } from './send-signed-copies.ts';
import { nameGuardian } from './guardian.ts';
import { signApprenticeAgreement, signAsGuardian } from './sign-apprentice-agreement.ts';
import { signEmployerAgreement } from './sign-employer-agreement.ts';
import { fail } from '../../platform/errors.ts';

// The drawn signature arrives as a PNG data URL, larger than a stored url.
const ZEmployerSign = ZEmployerAgreementSignature.extend({
  signerSignature: zRequired('A signature is required.', 400_000),
}).strict();

/** A signing's body: the drawn signature (checked by the verb, with its messages). */
const ZSignature = z
  .object({
    dataUrl: z.unknown().optional().openapi({ type: 'string', description: 'The drawn signature as a PNG data URL.' }),
  })
  .openapi('DrawnSignature');

/**
 * The employer and apprentice agreements (docs/rules.md#agreements): read by the invitee
 * (document token) or the organization's staff, signed only by the invitee,
 * each PDF served to the same authorized readers (and the employer signer
 * after signing, through the used invite), and e-mailed to the signer and
 * the sponsor once signed.
 */
export function agreementRoutes(deps: Deps) {
  const base = (c: Context<AppEnv>) => ({ ...deps, actor: c.var.ctx.actor, meta: c.var.ctx.meta, now: c.var.ctx.now });
  // Signing: the agreement and the signer's invite, checked before the signature is read.
  const employerSigning = loadedBefore(async (c) => {
    const { agreement, invite } = await readAgreement(deps, c.var.ctx, 'employerAgreements', c.req.param('id')!);
    return { agreement, signing: requireSigningInvite(invite, 'employerAgreement') };
  });
  const apprenticeSigning = loadedBefore(async (c) => {
    const { agreement, invite } = await readAgreement(deps, c.var.ctx, 'apprenticeAgreements', c.req.param('id')!);
    return { agreement, signing: requireSigningInvite(invite, 'apprenticeAgreement') };
  });
  const pdf = { contentType: 'application/pdf', description: 'The agreement as a PDF' };
  const tags = ['agreements'];
  // Readers: the invitee (document token from the access code) or the organization's staff (bearer).
  const auth = 'optional' as const;
  const app = routes();

  // Employer agreement: the agreement, the workforce info and the training program load separately (docs/rules.md#agreements).
  declare(
    app,
    {
      method: 'get',
      path: '/employerAgreements/:id',
      summary: 'An employer agreement, who signs it and whether the caller may',
      tags,
      auth,
      response: ZEmployerAgreementAnswer,
    },
    async (c, { params }) => {
      const { agreement, invite } = await readAgreement(deps, c.var.ctx, 'employerAgreements', params.id);
      const { signerSignature, signedPdfKey: _k, ...rest } = agreement;
      const canSign = invite?.inviteType === 'employerAgreement' && !agreement.signedAt;
      return c.json({
        item: { ...rest, signerSignatureUrl: signedFileUrl(deps, signerSignature) },
        org: await orgOf(deps.db, agreement.orgId),
        canSign,
        signer: invite
          ? {
              name: [invite.firstName, invite.lastName].filter(Boolean).join(' '),
              title: invite.title,
              email: invite.email,
            }
          : null,
      });
    },
  );
  declare(
    app,
    {
      method: 'get',
      path: '/employerAgreements/:id/employerProfile',
      summary: "The employer's workforce information",
      tags,
      auth,
      response: ZAgreementPart,
    },
    async (c, { params }) => {
      const { agreement } = await readAgreement(deps, c.var.ctx, 'employerAgreements', params.id);
      return c.json({ item: await employerOf(deps.db, agreement.employerProfileId) });
    },
  );
  declare(
    app,
    {
      method: 'get',
      path: '/employerAgreements/:id/program',
      summary: 'The training program of the agreement',
      tags,
      auth,
      response: ZAgreementPart,
    },
    async (c, { params }) => {
      const { agreement } = await readAgreement(deps, c.var.ctx, 'employerAgreements', params.id);
      return c.json({ item: await programOf(deps.db, agreement.apprenticeshipId, agreement.employerProfileId) });
    },
  );
  declare(
    app,
    {
      method: 'post',
      path: '/employerAgreements/:id/sign',
      summary: 'Sign the employer agreement (the invited signer only)',
      tags,
      auth: 'public',
      before: [employerSigning.before],
      body: ZEmployerSign,
      response: ZAnyRecordItem,
    },
    async (c, { body }) => {
      const { agreement, signing } = employerSigning.of(c);
      const row = await signEmployerAgreement(base(c), agreement, signing, body);
      const sponsor = await sponsorOf(deps.db, row.locationId);
      await sendSignedCopies(deps, {
        orgId: row.orgId,
        title: EMPLOYER_AGREEMENT_TEXT.title,
        fileTitle: `${EMPLOYER_AGREEMENT_TEXT.title} - ${row.signerName ?? row.id}`,
        pdf: await storedAgreementPdf(deps, row),
        recipients: [
          { name: row.signerName, email: row.signerEmail },
          { name: sponsor?.name ?? null, email: sponsor?.email },
        ],
      });
      const { signerSignature, signedPdfKey: _k, ...rest } = row;
      return c.json({ item: { ...rest, signerSignatureUrl: signedFileUrl(deps, signerSignature) } });
    },
  );
  declare(
    app,
    {
      method: 'get',
      path: '/employerAgreements/:id/pdf',
      summary: 'The employer agreement PDF (signed: the stored file)',
      tags,
      auth,
      response: pdf,
    },
    async (c, { params }) => pdfAnswer(c, await downloadAgreementPdf(deps, c.var.ctx, 'employerAgreements', params.id)),
  );
  // Apprentice agreement.
  const view = (row: ApprenticeAgreementRow) =>
    apprenticeAgreementView(deps.db, deps.cipher, row, (url) => signedFileUrl(deps, url), deps.now());
  declare(
    app,
    {
      method: 'get',
      path: '/apprenticeAgreements/:id',
      summary: 'An apprentice agreement (private fields masked)',
      tags,
      auth,
      response: ZApprenticeAgreementAnswer,
    },
    async (c, { params }) => {
      const { agreement, invite } = await readAgreement(deps, c.var.ctx, 'apprenticeAgreements', params.id);
      // signingAs: whose signature the caller's invite adds (the apprentice's, or the parent's or guardian's).
      const signingAs =
        invite?.inviteType === 'apprenticeAgreement'
          ? 'apprentice'
          : invite?.inviteType === 'guardianSignature'
            ? 'guardian'
            : null;
      return c.json({
        item: await view(agreement),
        dataType: signingAs === 'apprentice' ? 'invite' : 'doc',
        signingAs,
      });
    },
  );
  declare(
    app,
    {
      method: 'post',
      path: '/apprenticeAgreements/:id/sign',
      summary:
        "Sign the apprentice agreement (the invited apprentice only); under 18, it then waits for the guardian's signature",
      tags,
      auth: 'public',
      before: [apprenticeSigning.before],
      body: ZSignature,
      response: ZAnyRecordItem,
    },
    async (c, { body }) => {
      const { agreement, signing } = apprenticeSigning.of(c);
      const { row, complete } = await signApprenticeAgreement(base(c), agreement, signing, body.dataUrl);
      if (complete) await sendApprenticeCopies(row, signing.email);
      return c.json({ item: await view(row) });
    },
  );
  // The parent or guardian of an apprentice under 18: named by the apprentice (their invite) or the agreement's private readers; never by the guardian's own link.
  const guardianNaming = loadedBefore(async (c) => {
    const { agreement, invite } = await readAgreement(deps, c.var.ctx, 'apprenticeAgreements', c.req.param('id')!);
    if (invite && invite.inviteType !== 'apprenticeAgreement')
      throw fail('forbidden', 'Only the apprentice or the organization can name the parent or guardian.');
    return { agreement, invite };
  });
  declare(
    app,
    {
      method: 'put',
      path: '/apprenticeAgreements/:id/guardian',
      summary:
        'Name the parent or guardian who co-signs for an apprentice under 18 (after the apprentice signed: invites them by e-mail)',
      tags,
      auth,
      before: [guardianNaming.before],
      body: ZAgreementGuardian,
      response: ZAnyRecordItem,
    },
    async (c, { body }) => {
      const { agreement, invite } = guardianNaming.of(c);
      return c.json({ item: await view(await nameGuardian(base(c), agreement, body, invite)) });
    },
  );
  const guardianSigning = loadedBefore(async (c) => {
    const { agreement, invite } = await readAgreement(deps, c.var.ctx, 'apprenticeAgreements', c.req.param('id')!);
    if (invite?.inviteType !== 'guardianSignature') throw fail('forbidden', GUARDIAN_MESSAGES.onlyGuardian);
    return { agreement, signing: invite };
  });
  declare(
    app,
    {
      method: 'post',
      path: '/apprenticeAgreements/:id/guardianSign',
      summary:
        "Co-sign a minor's apprentice agreement as parent or guardian (the invited guardian only): the agreement is then signed",
      tags,
      auth: 'public',
      before: [guardianSigning.before],
      body: ZSignature,
      response: ZAnyRecordItem,
    },
    async (c, { body }) => {
      const { agreement, signing } = guardianSigning.of(c);
      const row = await signAsGuardian(base(c), agreement, signing, body.dataUrl);
      await sendApprenticeCopies(row, null);
      return c.json({ item: await view(row) });
    },
  );
  /** The signed copy for every party: the apprentice, the parent or guardian (a minor's), the sponsor. */
  async function sendApprenticeCopies(row: ApprenticeAgreementRow, inviteEmail: string | null) {
    const sponsor = await sponsorOf(deps.db, row.locationId);
    await sendSignedCopies(deps, {
      orgId: row.orgId,
      title: 'Apprentice Agreement',
      fileTitle: `Apprentice Agreement - ${row.signerName ?? row.id}`,
      pdf: await storedAgreementPdf(deps, row),
      recipients: [
        { name: row.signerName, email: row.signerEmail ?? inviteEmail },
        ...(row.guardianSignedAt ? [{ name: row.guardianName, email: row.guardianEmail }] : []),
        { name: sponsor?.name ?? null, email: sponsor?.email },
      ],
      note: "It holds the apprentice's private information, the Social Security Number included: keep it safe and do not forward it.",
    });
  }
  declare(
    app,
    {
      method: 'get',
      path: '/apprenticeAgreements/:id/pdf',
      summary: 'The apprentice agreement PDF (signed: the stored file)',
      tags,
      auth,
      response: pdf,
    },
    async (c, { params }) =>
      pdfAnswer(c, await downloadAgreementPdf(deps, c.var.ctx, 'apprenticeAgreements', params.id)),
  );
  return app;
}

/** A downloaded PDF (an agreement, the registration packet) as a file attachment, its name kept to safe characters. */
export function pdfAnswer(c: Context<AppEnv>, { bytes, title }: AgreementPdf) {
  const name = `${title.replace(/[^A-Za-z0-9 ._-]/g, '')}.pdf`;
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'no-store',
  });
}
