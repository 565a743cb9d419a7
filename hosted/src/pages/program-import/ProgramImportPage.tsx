import { uiLanguage } from '@pathcraft/sdk';
import type { SignedIn } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import { ConsoleShell } from '../console/parts/ConsoleShell.tsx';
import { formText } from '../console/parts/console-forms.messages.ts';
import { ForChosenOrg, OrgSelect } from '../console/parts/org-picker.tsx';
import programImportCss from './program-import.css';
import { text } from './program-import.messages.ts';
import { ProgramImport } from './ProgramImport.tsx';

adoptCss('program-import', programImportCss);

/**
 * Program import (/internal/file-parse, docs/rules.md#program-import): an organization's owners and admins turn a document into a training-program template.
 * Its texts are the specification's, in English: on a console in another language the screen is titled as its menu entry,
 * says it is in English, and marks its content so.
 */
export default function ProgramImportPage() {
  const english = uiLanguage() === 'en';
  return (
    <ConsoleShell title={english ? text.title : undefined} audience="orgAdmin">
      {(signedIn) => {
        const screen = signedIn.user.isSuperAdmin ? <ForAnyOrg /> : <ForOwnOrg signedIn={signedIn} />;
        return english ? (
          screen
        ) : (
          <>
            <p className="pc-notice" role="note" data-testid="screen-in-english">
              {formText.screenInEnglish}
            </p>
            <div lang="en">{screen}</div>
          </>
        );
      }}
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
