import { elementComponent } from './element-component.ts';

/** `<pathcraft-training-plan>`: `orgId`, `locationId`, `jobProfileId`, `viewOnly`, `keyword`, `apiBase`, `debug`; `onJobProfileCreate`. */
export const TrainingPlan = elementComponent('pathcraft-training-plan', 'TrainingPlan');
/** `<pathcraft-assistant>`: `integrationId`, `display` ('chatBox' for the chat in the page), `apiBase`; `onAssistantClose`. */
export const Assistant = elementComponent('pathcraft-assistant', 'Assistant');
/** `<pathcraft-wage-schedules>`: `apprenticeshipId`, `apiBase` (the platform's own pages: it needs the visitor's sign-in). */
export const WageSchedules = elementComponent('pathcraft-wage-schedules', 'WageSchedules');
/** `<pathcraft-user-profile>`: `userId`, `tab`, `apiBase` (the platform's own pages). */
export const UserProfile = elementComponent('pathcraft-user-profile', 'UserProfile');
/** `<pathcraft-signature>`: `userId`, `apiBase` (the platform's own pages). */
export const Signature = elementComponent('pathcraft-signature', 'Signature');
/** `<pathcraft-enroll>`: `classId`, `apiBase` (the platform's own pages). */
export const Enroll = elementComponent('pathcraft-enroll', 'Enroll');
/** `<pathcraft-page>`: `pageId`, `orgSlug`, `apiBase`: an organization's public page. */
export const Page = elementComponent('pathcraft-page', 'Page');
