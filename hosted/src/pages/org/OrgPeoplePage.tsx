import { Users } from '../console/UsersPage.tsx';
import { OrgAdminArea } from './OrgArea.tsx';

/** /org/people: an organization's owners and admins manage its people (add, roles up to their own, deactivate and reactivate). */
export default function OrgPeoplePage() {
  return <OrgAdminArea>{({ signedIn, org }) => <Users signedIn={signedIn} ownOrg={org} />}</OrgAdminArea>;
}
