import { lazy } from 'react';
import type { Route } from './router.tsx';

const page = (load: () => Promise<{ default: Route['component'] }>) => lazy(load);

/** First match wins: list specific paths before general ones. Each page is its own chunk. */
export const routes: Route[] = [
  { path: '/login/:organizationSlug?', component: page(() => import('./pages/login/LoginPage.tsx')) },
  { path: '/sso', component: page(() => import('./pages/sso/SsoPage.tsx')) },
  // The career pathway tool and saved plans, public and frameable (002 §2).
  { path: '/external/pathways', component: page(() => import('./pages/pathways/PathwaysPage.tsx')) },
  { path: '/external/job-profiles/:jobProfileId', component: page(() => import('./pages/job-profiles/JobProfilePage.tsx')) },
  // Invitations and signed documents (002 §2).
  { path: '/external/invite/msg/:messageType?', component: page(() => import('./pages/invites/InviteMessagePage.tsx')) },
  { path: '/external/invite/id/:inviteId', component: page(() => import('./pages/invites/InvitePage.tsx')) },
  { path: '/external/doc/:table/:contentId', component: page(() => import('./pages/invites/DocumentPage.tsx')) },
  // The AI assistant on a page of its own, frameable by the assistant's allowed domains (002 §2).
  { path: '/external/assistant', component: page(() => import('./pages/assistant/AssistantPage.tsx')) },
  // Apprenticeship records for signed-in people (001 §2): personal and private information, signature, wage schedules, enrolment.
  { path: '/account', component: page(() => import('./pages/account/AccountPage.tsx')) },
  { path: '/apprenticeships/:apprenticeshipId/wage-schedules', component: page(() => import('./pages/wage-schedules/WageSchedulesPage.tsx')) },
  { path: '/enroll/:classId', component: page(() => import('./pages/enroll/EnrollPage.tsx')) },
  // The super-admin console (000 §2).
  { path: '/', component: page(() => import('./pages/console/CoursesPage.tsx')) },
  { path: '/organizations', component: page(() => import('./pages/console/OrganizationsPage.tsx')) },
  { path: '/users', component: page(() => import('./pages/console/UsersPage.tsx')) },
  { path: '/outbox', component: page(() => import('./pages/console/OutboxPage.tsx')) },
];

export const NotFound = lazy(() => import('./pages/not-found/NotFoundPage.tsx'));
