import { OrgKeys } from '../console/settings/ApiKeysPage.tsx';
import { OrgAdminArea } from './OrgArea.tsx';

const stay = () => {};

/** /org/api-keys: an organization's owners and admins create and revoke its API keys. */
export default function OrgApiKeysPage() {
  return <OrgAdminArea>{({ org }) => <OrgKeys orgs={[org]} org={org} choose={stay} />}</OrgAdminArea>;
}
