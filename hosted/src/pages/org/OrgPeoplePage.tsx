import { InvitesPanel } from '../console/people/InvitesPanel.tsx';
import { Users } from '../console/people/UsersPage.tsx';
import { orgText } from './org.messages.ts';
import { OrgAdminArea } from './OrgArea.tsx';

const REGISTRATION: readonly ['register'] = ['register'];

/**
 * /org/people: an organization's owners and admins manage its people (add, roles up to their own,
 * deactivate and reactivate) and invite new ones by e-mail (a registration invitation: the
 * invitee signs up as a student of the organization, to be given a role here afterwards).
 */
export default function OrgPeoplePage() {
  return (
    <OrgAdminArea>
      {({ signedIn, org }) => (
        <>
          <Users signedIn={signedIn} ownOrg={org} />
          <section aria-labelledby="people-invitations" className="panel">
            <h2 id="people-invitations">{orgText.people.invitations}</h2>
            <p className="muted">{orgText.people.invitationsNote}</p>
            <InvitesPanel org={org} types={REGISTRATION} />
          </section>
        </>
      )}
    </OrgAdminArea>
  );
}
