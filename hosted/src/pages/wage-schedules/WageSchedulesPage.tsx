import { isSuperAdmin } from '@pathcraft/sdk';
import formCss from '@pathcraft/widgets/ui/form-field.css';
import { createWageSchedulesApi } from '@pathcraft/widgets/wage-schedules/wage-schedules.api.ts';
import wageSchedulesCss from '@pathcraft/widgets/wage-schedules/wage-schedules.css';
import { WageSchedules } from '@pathcraft/widgets/wage-schedules/WageSchedules.tsx';
import signedInCss from '../../components/signed-in.css';
import { SignedInFrame } from '../../components/SignedInFrame.tsx';
import type { RouteProps } from '../../router.tsx';
import { api } from '../../session.ts';
import { adoptCss } from '../../styles.ts';

adoptCss('wage-schedules', [formCss, wageSchedulesCss, signedInCss].join('\n'));
const wageApi = createWageSchedulesApi(api);

/** /apprenticeships/:apprenticeshipId/wage-schedules: the apprenticeship's wage schedules, for its organization's owners and admins. */
export default function WageSchedulesPage({ params }: RouteProps) {
  return (
    <SignedInFrame title="Wage Schedules">
      {({ user }) =>
        isSuperAdmin(user.role) || user.role?.some((r) => r === 'owner' || r === 'admin') ? (
          <WageSchedules api={wageApi} apprenticeshipId={params.apprenticeshipId ?? ''} />
        ) : (
          <p className="pc-alert pc-alert--error" role="alert">
            Only the organization's owners and administrators manage wage schedules.
          </p>
        )
      }
    </SignedInFrame>
  );
}
