import { OrgCompliance } from '../console/compliance/CompliancePage.tsx';
import { OrgAdminArea } from './OrgArea.tsx';

const stay = () => {};

/** /org/compliance: a sponsor's owners and admins read its ratios and EEO summary and export its RAPIDS data. */
export default function OrgCompliancePage() {
  return (
    <OrgAdminArea>
      {({ signedIn, org }) => <OrgCompliance orgs={[org]} org={org} choose={stay} signedIn={signedIn} />}
    </OrgAdminArea>
  );
}
