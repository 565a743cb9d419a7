import type { InviteType } from '../apprenticeships/apprenticeships.enums.ts';

export const INVITE_STATUSES = ['sent', 'viewed', 'used', 'locked'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

export const INVITE_STATUS_LABELS: Record<InviteStatus, string> = {
  sent: 'Sent',
  viewed: 'Viewed',
  used: 'Used',
  locked: 'Locked',
};

export const INVITE_TYPE_LABELS: Record<InviteType, string> = {
  employerAgreement: 'Employer agreement',
  apprenticeAgreement: 'Apprentice agreement',
  workforce: 'Workforce information',
  register: 'Registration',
  guardianSignature: 'Parent or guardian signature',
};

/**
 * Where an invitation stands: used once its recipient finished it; locked while too many wrong
 * access codes keep it shut (a lock ends by itself, or with a resend); viewed once its page
 * opened with the code; otherwise sent.
 */
export function inviteStatus(
  invite: { usedAt?: string | null; viewedAt?: string | null; lockedUntil?: string | null },
  nowMs: number,
): InviteStatus {
  if (invite.usedAt) return 'used';
  if (invite.lockedUntil && Date.parse(invite.lockedUntil) > nowMs) return 'locked';
  if (invite.viewedAt) return 'viewed';
  return 'sent';
}

/** Why a used invitation is not resent or revoked: what its recipient finished stays as it is. */
export const INVITE_ALREADY_USED = 'This invitation was already used.';

/**
 * Whether staff may still change an invitation (send it again with a new code, or revoke it): only
 * while it is not used. A used invite is final: its recipient signed or submitted, and revoking it
 * would only erase the record of how that happened.
 */
export function inviteIsOpen(invite: { usedAt?: string | null }): boolean {
  return !invite.usedAt;
}

/** How the console names each event of an invite's history. */
export const INVITE_EVENT_LABELS: Record<string, string> = {
  'invite.sent': 'Invite sent',
  'invite.resent': 'Invite sent again with a new code',
  'invite.viewed': 'Invitation viewed',
  'invite.revoked': 'Invite revoked',
  'accessCode.failed': 'Wrong access code',
  'accessCode.verified': 'Access code accepted',
  'agreement.dataSaved': 'Information saved',
  'agreement.signed': 'Agreement signed',
  'agreement.apprenticeSigned': 'Signed by the apprentice',
  'agreement.guardianNamed': 'Parent or guardian named',
  'agreement.guardianSigned': 'Signed by the parent or guardian',
  'workforce.submitted': 'Workforce information submitted',
};
