import { Locations } from '../console/settings/LocationsPage.tsx';
import { OrgAdminArea } from './OrgArea.tsx';

/** /org/locations: an organization's owners and admins manage its locations (employers in other organization types). */
export default function OrgLocationsPage() {
  return <OrgAdminArea>{({ org }) => <Locations ownOrg={org} />}</OrgAdminArea>;
}
