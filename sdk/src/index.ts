export * from './api/errors.ts';
export * from './api/query.ts';
export * from './domain/common.schema.ts';
export * from './domain/common.answers.ts';
export * from './domain/form-checks.ts';
export * from './domain/addresses/addresses.rules.ts';
export * from './domain/human-messages.ts';
import './domain/zod-messages.ts';
export * from './domain/identity/roles.rules.ts';
export * from './domain/identity/acting-org.rules.ts';
export * from './domain/users/users.rules.ts';
export * from './domain/users/users.schema.ts';
export * from './domain/users/users.answers.ts';
export * from './domain/organizations/organizations.schema.ts';
export * from './domain/courses/courses.schema.ts';
export * from './domain/courses/courses.rules.ts';
export * from './domain/courses/courses.answers.ts';
export * from './domain/apprenticeships/apprenticeships.enums.ts';
export * from './domain/compliance/eeo-summary.rules.ts';
export * from './domain/compliance/ratio.rules.ts';
export * from './domain/compliance/rapids-codes.ts';
export * from './domain/compliance/rapids-export.rules.ts';
export * from './domain/compliance/rapids-id.rules.ts';
export * from './domain/compliance/rapids-registration.rules.ts';
export * from './domain/apprenticeships/apprenticeships.schema.ts';
export * from './domain/apprenticeships/apprenticeships.rules.ts';
export * from './domain/training-plans/training-plans.schema.ts';
export * from './domain/training-plans/training-plans.answers.ts';
export * from './domain/public-pages/pages.schema.ts';
export * from './domain/public-pages/public-pages.schema.ts';
export * from './domain/public-pages/analytics.schema.ts';
export * from './domain/public-pages/page-visits.rules.ts';
export * from './domain/public-pages/page-gate.rules.ts';
export * from './domain/content/content.schema.ts';
export * from './domain/content/content.answers.ts';
export * from './domain/assistant/assistant.schema.ts';
export * from './domain/assistant/assistant.rules.ts';
export * from './domain/assistant/assistant.answers.ts';
export * from './domain/public-pages/public-pages.answers.ts';
export * from './domain/enrollments/enrollments.answers.ts';
export * from './domain/invites/invites.answers.ts';
export * from './domain/public-site/public-site.answers.ts';
export * from './domain/identity/auth.schema.ts';
export * from './domain/identity/auth.answers.ts';
export * from './domain/identity/api-keys.answers.ts';
export * from './domain/identity/login.rules.ts';
export * from './client/client.ts';
export * from './domain/occupations/occupations.schema.ts';
export * from './domain/occupations/occupations.rules.ts';
export * from './domain/occupations/occupation-search.rules.ts';
export * from './domain/occupations/occupations.forms.ts';
export * from './domain/wage-schedules/wage-schedules.rules.ts';
export * from './domain/wage-schedules/minimum-wages.ts';
export * from './domain/user-profiles/user-profiles.options.ts';
export * from './domain/user-profiles/user-profiles.rules.ts';
export * from './domain/user-profiles/user-profiles.schema.ts';
export * from './domain/user-profiles/user-profiles.answers.ts';
export * from './domain/enrollments/enrollments.rules.ts';
export * from './domain/enrollments/enrollments.schema.ts';
export * from './domain/wage-schedules/wage-schedules.schema.ts';
export * from './domain/users/users.forms.ts';
export * from './domain/agreements/agreements.rules.ts';
export * from './domain/agreements/agreements.answers.ts';
export * from './domain/agreements/registration-packet.rules.ts';
export * from './domain/invites/invites.types.ts';
export * from './client/sse.ts';
export * from './domain/files/files.rules.ts';
export * from './domain/files/files.answers.ts';
export * from './domain/mail/mail.answers.ts';
export * from './domain/mail/email-address.rules.ts';
export * from './domain/identity/password.rules.ts';
export * from './domain/identity/new-account.rules.ts';
export * from './domain/public-site/public-site.schema.ts';
export * from './domain/public-site/public-site.rules.ts';
export * from './domain/invites/invite-sign-up.rules.ts';
export * from './domain/invites/invite-sign-up.schema.ts';
export * from './domain/invites/invites.rules.ts';
export * from './domain/imports/imports.rules.ts';
export * from './domain/imports/imports.schema.ts';
export * from './domain/imports/imports.answers.ts';
export * from './domain/invites/invites.schema.ts';
export * from './domain/materials/materials.schema.ts';
export * from './domain/materials/materials.answers.ts';
export * from './domain/program-import/program-import.schema.ts';
export * from './domain/program-import/program-import.answers.ts';
export * from './domain/program-import/program-import.forms.ts';
export * from './domain/materials/material-html.ts';
export * from './domain/material-drafts/material-drafts.schema.ts';
export * from './i18n/i18n.ts';
export * from './i18n/language.ts';
export * from './i18n/translate.ts';
export * from './client/generated/operations.ts';
export {
  asSelected,
  untyped,
  type Answer,
  type Body,
  type Init,
  type Located,
  type OperationId,
  type Params,
  type Query,
  type Requester,
  type RequestInit_,
  type Streamer,
} from './client/operation.ts';
export * from './domain/agreements/access-code-lockout.rules.ts';
export * from './domain/records/records.rules.ts';
export * from './i18n/server-messages.es.ts';
export * from './domain/progress/progress.rules.ts';
export * from './domain/progress/apprentice-standing.rules.ts';
export * from './domain/progress/progress.schema.ts';
export * from './domain/progress/progress.answers.ts';
export * from './client/console-first-reads.ts';
