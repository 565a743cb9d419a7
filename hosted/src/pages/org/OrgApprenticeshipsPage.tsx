import { OrgApprenticeships } from '../console/programs/ApprenticeshipsPage.tsx';
import { OrgAdminArea } from './OrgArea.tsx';

const stay = () => {};

/** /org/apprenticeships: an organization's owners and admins manage its apprenticeships, wage schedules and invitations. */
export default function OrgApprenticeshipsPage() {
  return <OrgAdminArea>{({ org }) => <OrgApprenticeships orgs={[org]} org={org} choose={stay} />}</OrgAdminArea>;
}
