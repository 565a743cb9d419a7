/** What anyone holding an invite link may see: its type, the organization's branding and the related ids. */
export interface PublicInvite {
  id: string;
  inviteType: string;
  orgId: string;
  org: {
    id: string;
    name: string;
    slug: string;
    orgLogo: string | null;
    privacyPolicy: string | null;
    tos: string | null;
  };
  employerProfileId: string | null;
  apprenticeshipId: string | null;
  apprenticeAgreementId: string | null;
  employerAgreementId: string | null;
  locationId: string | null;
  /** Only for register invites: where the page sends the visitor. */
  registerLink: string | null;
  hasAccessCode: boolean;
  usedAt: string | null;
}
