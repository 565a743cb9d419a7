import type { ReactNode } from 'react';
import type { SignedIn } from '../../session.ts';
import { ConsoleShell } from '../console/parts/ConsoleShell.tsx';
import type { PickedOrg } from '../console/parts/org-picker.tsx';
import { orgText } from './org.messages.ts';

/** What a page of the organization area works on: the signed-in owner or admin and their own organization. */
export interface OwnOrg {
  signedIn: SignedIn;
  org: PickedOrg;
}

/**
 * A page of the organization area for its owners and admins (the super admin passes too, on the
 * organization their account belongs to): the console frame, then the page for their own
 * organization. The server scopes every call to it all the same.
 */
export function OrgAdminArea({ children }: { children: (own: OwnOrg) => ReactNode }) {
  return (
    <ConsoleShell audience="orgAdmin">
      {(signedIn) => <OwnOrganization signedIn={signedIn}>{children}</OwnOrganization>}
    </ConsoleShell>
  );
}

function OwnOrganization({ signedIn, children }: { signedIn: SignedIn; children: (own: OwnOrg) => ReactNode }) {
  const org = signedIn.organization;
  if (!org) return <p className="pc-notice">{orgText.noOrganization}</p>;
  return <>{children({ signedIn, org })}</>;
}
