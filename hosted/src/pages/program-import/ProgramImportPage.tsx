import type { SignedIn } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import { ConsoleShell } from '../console/parts/ConsoleShell.tsx';
import { ForChosenOrg, OrgSelect } from '../console/parts/org-picker.tsx';
import programImportCss from './program-import.css';
import { text } from './program-import.messages.ts';
import { ProgramImport } from './ProgramImport.tsx';

adoptCss('program-import', programImportCss);

/** Program import (/internal/file-parse, docs/rules.md#program-import): an organization's owners and admins turn a document into a training-program template. */
export default function ProgramImportPage() {
  return (
    <ConsoleShell title={text.title} audience="orgAdmin">
      {(signedIn) => (signedIn.user.isSuperAdmin ? <ForAnyOrg /> : <ForOwnOrg signedIn={signedIn} />)}
    </ConsoleShell>
  );
}

/** A super admin picks the organization the program is saved in. */
function ForAnyOrg() {
  return (
    <ForChosenOrg>
      {({ orgs, org, choose }) => (
        <>
          <div className="toolbar">
            <OrgSelect orgs={orgs} value={org.id} onChange={choose} />
          </div>
          <ProgramImport orgId={org.id} />
        </>
      )}
    </ForChosenOrg>
  );
}

function ForOwnOrg({ signedIn }: { signedIn: SignedIn }) {
  const orgId = signedIn.organization?.id ?? signedIn.user.orgId;
  return orgId ? <ProgramImport orgId={orgId} /> : null;
}
