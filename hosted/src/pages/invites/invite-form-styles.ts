import { signatureCss } from '@pathcraft/widgets/signatures';
import { userProfileCss } from '@pathcraft/widgets/user-profiles';
import { wageSchedulesCss } from '@pathcraft/widgets/wage-schedules';
import { adoptCss } from '../../styles.ts';

/** The styles of the forms behind an invitation's access code, added with their code (not with the code screen's). */
export function adoptInviteFormCss(): void {
  adoptCss('invite-forms', [signatureCss, userProfileCss, wageSchedulesCss].join('\n'));
}
