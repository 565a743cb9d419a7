import { toPgTable } from './dialect.ts';
import * as sqlite from './index.ts';

/**
 * The PostgreSQL tables, derived from the SQLite tables of the schema files (db/schema/dialect.ts):
 * `import * as pgSchema from './pg.ts'` has the same keys as `import * as schema from './index.ts'`.
 * drizzle-kit generates server/drizzle-pg from this module (npm run db:generate:pg).
 * PostgreSQL's integer is 32-bit: a column whose values can pass 2^31 is listed as `bigint`.
 */

// identity.ts
export const users = toPgTable(sqlite.users);
export const authAccounts = toPgTable(sqlite.authAccounts);
export const authSessions = toPgTable(sqlite.authSessions);
export const authCodes = toPgTable(sqlite.authCodes);
export const apiKeys = toPgTable(sqlite.apiKeys);

// organizations.ts
export const organizations = toPgTable(sqlite.organizations);
export const locations = toPgTable(sqlite.locations);

// platform.ts
export const mailOutbox = toPgTable(sqlite.mailOutbox);
export const auditEvents = toPgTable(sqlite.auditEvents);
/** Epoch milliseconds. */
export const rateLimits = toPgTable(sqlite.rateLimits, { bigint: ['windowStart', 'lockedUntil'] });
export const analyticsEvents = toPgTable(sqlite.analyticsEvents);
export const notifications = toPgTable(sqlite.notifications);

// courses.ts
export const courses = toPgTable(sqlite.courses);
export const courseTopics = toPgTable(sqlite.courseTopics);
export const cohorts = toPgTable(sqlite.cohorts);
export const pathways = toPgTable(sqlite.pathways);

// apprenticeships.ts
export const apprenticeships = toPgTable(sqlite.apprenticeships);
export const apprenticeshipUsers = toPgTable(sqlite.apprenticeshipUsers);
export const employerProfiles = toPgTable(sqlite.employerProfiles);
export const wageSchedules = toPgTable(sqlite.wageSchedules);
export const apprenticeshipTemplates = toPgTable(sqlite.apprenticeshipTemplates);
export const instructionProviders = toPgTable(sqlite.instructionProviders);
export const apprenticeAgreements = toPgTable(sqlite.apprenticeAgreements);
export const employerAgreements = toPgTable(sqlite.employerAgreements);
export const invites = toPgTable(sqlite.invites);
export const userProfiles = toPgTable(sqlite.userProfiles);

// progress.ts
export const hoursLogs = toPgTable(sqlite.hoursLogs);
export const instructionHours = toPgTable(sqlite.instructionHours);
export const competencySignoffs = toPgTable(sqlite.competencySignoffs);
export const wageStepsDue = toPgTable(sqlite.wageStepsDue);
export const apprenticeCompletions = toPgTable(sqlite.apprenticeCompletions);

// training-plans.ts
export const jobProfiles = toPgTable(sqlite.jobProfiles);

// pages.ts
export const pages = toPgTable(sqlite.pages);
export const pageLinks = toPgTable(sqlite.pageLinks);
export const dashboards = toPgTable(sqlite.dashboards);
export const widgets = toPgTable(sqlite.widgets);

// content.ts
export const materials = toPgTable(sqlite.materials);
export const resources = toPgTable(sqlite.resources);
export const resourceGroups = toPgTable(sqlite.resourceGroups);
export const documents = toPgTable(sqlite.documents);
/** Bytes: UPLOAD_MAX_BYTES may allow more than 2 GiB. */
export const files = toPgTable(sqlite.files, { bigint: ['size'] });
export const projects = toPgTable(sqlite.projects);

// assistant.ts
export const chatSessions = toPgTable(sqlite.chatSessions);
export const chatMessages = toPgTable(sqlite.chatMessages);
export const chatMessageContents = toPgTable(sqlite.chatMessageContents);
export const integrations = toPgTable(sqlite.integrations);

// occupations.ts
export const occupationDataVersion = toPgTable(sqlite.occupationDataVersion);
export const occOccupations = toPgTable(sqlite.occOccupations);
export const occOccupationTitles = toPgTable(sqlite.occOccupationTitles);
export const occElements = toPgTable(sqlite.occElements);
export const occOccupationElements = toPgTable(sqlite.occOccupationElements);
export const occWages = toPgTable(sqlite.occWages);
export const occAreas = toPgTable(sqlite.occAreas);
export const occMetroPoints = toPgTable(sqlite.occMetroPoints);
export const occZipPrefixes = toPgTable(sqlite.occZipPrefixes);
export const occProjections = toPgTable(sqlite.occProjections);
export const occSchools = toPgTable(sqlite.occSchools);
/** unitId * 1,000,000 + CIP digits. */
export const occPrograms = toPgTable(sqlite.occPrograms, { bigint: ['id'] });
export const occCips = toPgTable(sqlite.occCips);
export const occCipSoc = toPgTable(sqlite.occCipSoc);
export const occCipOnet = toPgTable(sqlite.occCipOnet);
export const occRapidsOccupations = toPgTable(sqlite.occRapidsOccupations);
export const occCertifications = toPgTable(sqlite.occCertifications);
export const occSponsors = toPgTable(sqlite.occSponsors);
export const occSponsorOccupations = toPgTable(sqlite.occSponsorOccupations);
export const occLicenses = toPgTable(sqlite.occLicenses);
export const occLicenseOccupations = toPgTable(sqlite.occLicenseOccupations);
export const occWordSounds = toPgTable(sqlite.occWordSounds);
