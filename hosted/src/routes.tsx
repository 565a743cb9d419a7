import { preloadable, type Route } from './router.tsx';

// Preloadable: main.tsx loads the first route's chunk before the first render, so it never suspends.
const page = preloadable;

/** First match wins: list specific paths before general ones. Each page is its own chunk. */
export const routes: Route[] = [
  { path: '/login/:organizationSlug?', component: page(() => import('./pages/login/LoginPage.tsx')) },
  { path: '/sso', component: page(() => import('./pages/sso/SsoPage.tsx')) },
  // The career pathway tool and saved plans, public and frameable (docs/rules.md#training-plans).
  { path: '/external/pathways', component: page(() => import('./pages/training-plans/TrainingPlanPage.tsx')) },
  {
    path: '/external/job-profiles/:jobProfileId',
    component: page(() => import('./pages/training-plans/JobProfilePage.tsx')),
  },
  // Invitations and signed documents (docs/rules.md#invitations-and-access-codes).
  {
    path: '/external/invite/msg/:messageType?',
    component: page(() => import('./pages/invites/InviteMessagePage.tsx')),
  },
  { path: '/external/invite/id/:inviteId', component: page(() => import('./pages/invites/InvitePage.tsx')) },
  { path: '/external/doc/:table/:contentId', component: page(() => import('./pages/agreements/DocumentPage.tsx')) },
  // Public course and pathway pages (docs/rules.md#public-site).
  {
    path: '/o/:orgSlug/courses/:courseKey/:courseValue',
    component: page(() => import('./pages/public-site/CoursePage.tsx')),
  },
  {
    path: '/o/:orgSlug/pathways/:pathwayId/:tab?/:jobProfileId?',
    component: page(() => import('./pages/public-site/PathwayPage.tsx')),
  },
  // The AI assistant on a page of its own, frameable by the assistant's allowed domains (docs/rules.md#assistant).
  { path: '/external/assistant', component: page(() => import('./pages/assistant/AssistantPage.tsx')) },
  // Program import: an organization's owners and admins read a training program from a document (docs/rules.md#program-import).
  { path: '/internal/file-parse', component: page(() => import('./pages/program-import/ProgramImportPage.tsx')) },
  // Apprenticeship records for signed-in people (docs/rules.md#private-information): personal and private information, signature, wage schedules, enrolment.
  { path: '/account', component: page(() => import('./pages/user-profiles/AccountPage.tsx')) },
  {
    path: '/apprenticeships/:apprenticeshipId/wage-schedules',
    component: page(() => import('./pages/wage-schedules/WageSchedulesPage.tsx')),
  },
  // Apprentice progress: the people who oversee apprentices (issue 27).
  { path: '/apprentices', component: page(() => import('./pages/progress/ApprenticesPage.tsx')) },
  { path: '/enroll/:classId', component: page(() => import('./pages/enrollments/EnrollPage.tsx')) },
  // Public pages built from modules, and the page links that lead to them (docs/rules.md#public-pages).
  {
    path: '/o/:orgSlug/page/:pageId/reorder/:zone/:index',
    component: page(() => import('./pages/public-pages/ReorderLinksPage.tsx')),
  },
  { path: '/o/:orgSlug/page/:pageId', component: page(() => import('./pages/public-pages/PublicPagePage.tsx')) },
  { path: '/link/msg/:messageType?', component: page(() => import('./pages/page-links/PageLinkMessagePage.tsx')) },
  { path: '/link/:pageLinkId?', component: page(() => import('./pages/page-links/PageLinkPage.tsx')) },
  // The API explorer and the API reference, built from /v1/openapi.json (docs/rules.md#content-api-and-explorer).
  { path: '/api', component: page(() => import('./pages/api-explorer/ApiExplorerPage.tsx')) },
  { path: '/api/reference', component: page(() => import('./pages/api-explorer/ApiReferencePage.tsx')) },
  // The super-admin console (docs/rules.md#sign-in-and-the-console).
  { path: '/', component: page(() => import('./pages/console/courses/CoursesPage.tsx')) },
  { path: '/organizations', component: page(() => import('./pages/console/organizations/OrganizationsPage.tsx')) },
  { path: '/users', component: page(() => import('./pages/console/people/UsersPage.tsx')) },
  { path: '/apprenticeships', component: page(() => import('./pages/console/programs/ApprenticeshipsPage.tsx')) },
  { path: '/api-keys', component: page(() => import('./pages/console/settings/ApiKeysPage.tsx')) },
  { path: '/import', component: page(() => import('./pages/console/settings/ImportPage.tsx')) },
  { path: '/outbox', component: page(() => import('./pages/console/settings/OutboxPage.tsx')) },
  { path: '/page-visits', component: page(() => import('./pages/console/content/PageVisitsPage.tsx')) },
  { path: '/classes/:classId', component: page(() => import('./pages/console/courses/ClassPage.tsx')) },
  { path: '/locations', component: page(() => import('./pages/console/settings/LocationsPage.tsx')) },
  { path: '/job-profiles', component: page(() => import('./pages/console/programs/JobProfilesPage.tsx')) },
  { path: '/materials', component: page(() => import('./pages/console/content/MaterialsPage.tsx')) },
  // The organization area (docs/rules.md#sign-in-and-the-console): an organization's staff manage their classes.
  { path: '/org', component: page(() => import('./pages/console/courses/OrgClassesPage.tsx')) },
  { path: '/org/classes/:classId', component: page(() => import('./pages/console/courses/OrgClassPage.tsx')) },
  // Its owners and admins manage its people, locations, apprenticeships and API keys (issue 25 item 30).
  { path: '/org/people', component: page(() => import('./pages/org/OrgPeoplePage.tsx')) },
  { path: '/org/locations', component: page(() => import('./pages/org/OrgLocationsPage.tsx')) },
  { path: '/org/apprenticeships', component: page(() => import('./pages/org/OrgApprenticeshipsPage.tsx')) },
  { path: '/org/api-keys', component: page(() => import('./pages/org/OrgApiKeysPage.tsx')) },
];

export const NotFound = page(() => import('./pages/not-found/NotFoundPage.tsx'));
