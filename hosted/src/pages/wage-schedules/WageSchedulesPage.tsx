import { isSuperAdmin } from '@pathcraft/sdk';
import { formFieldCss as formCss } from '@pathcraft/widgets/ui';
import { createWageSchedulesApi, wageSchedulesCss, WageSchedules } from '@pathcraft/widgets/wage-schedules';
import signedInCss from '../../components/signed-in.css';
import { SignedInFrame } from '../../components/SignedInFrame.tsx';
import type { RouteProps } from '../../router.tsx';
import { api } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import { text } from './wage-schedules.messages.ts';

adoptCss('wage-schedules', [formCss, wageSchedulesCss, signedInCss].join('\n'));
const wageApi = createWageSchedulesApi(api);

/** /apprenticeships/:apprenticeshipId/wage-schedules: the apprenticeship's wage schedules, for its organization's owners and admins. */
export default function WageSchedulesPage({ params }: RouteProps) {
  return (
    <SignedInFrame title={text.title}>
      {({ user }) =>
        isSuperAdmin(user.role) || user.role?.some((r) => r === 'owner' || r === 'admin') ? (
          <WageSchedules api={wageApi} apprenticeshipId={params.apprenticeshipId ?? ''} agencyIds />
        ) : (
          <p className="pc-alert pc-alert--error" role="alert">
            {text.ownersAndAdminsOnly}
          </p>
        )
      }
    </SignedInFrame>
  );
}
