import { INVITE_TYPE_LABELS, type InviteType } from '@pathcraft/sdk';
import { genericEmail, textToHtml } from '../../emails/generic.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

const WHAT: Record<InviteType, string> = {
  employerAgreement: 'review and sign the employer agreement',
  apprenticeAgreement: 'review your information and sign your apprentice agreement',
  workforce: 'fill in your workforce information',
  register: 'create your account',
  guardianSignature: 'review and co-sign, as parent or guardian, an apprentice agreement',
};

/** The invitation e-mail: where to go and the access code, the only place the code is written. */
export async function sendInviteEmail(
  mailer: Mailer,
  opts: {
    publicUrl: string;
    org: { id: string; name: string; orgLogo: string | null };
    invite: { id: string; inviteType: InviteType; email: string; firstName?: string | null };
    code: string;
    createdBy: string | null;
    what?: string;
  },
): Promise<void> {
  const { org, invite, code } = opts;
  const url = `${opts.publicUrl}/external/invite/id/${invite.id}`;
  const greeting = invite.firstName ? `Hello ${invite.firstName},` : 'Hello,';
  const mail = genericEmail(
    {
      title: `${org.name} invited you`,
      bodyHtml: `${textToHtml(`${greeting}\n\n${org.name} asks you to ${opts.what ?? WHAT[invite.inviteType]} (${INVITE_TYPE_LABELS[invite.inviteType]}). Your access code is ${code}.\n\nOpen the invitation at ${url}`)}<p><a href="${url}">Open the invitation</a></p>`,
    },
    { brandName: org.name, logoUrl: org.orgLogo },
  );
  await mailer.send({ to: invite.email, ...mail, orgId: org.id, createdBy: opts.createdBy });
}
