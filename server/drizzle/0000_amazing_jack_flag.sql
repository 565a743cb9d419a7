CREATE TABLE `apiKeys` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`name` text NOT NULL,
	`prefix` text NOT NULL,
	`keyHash` text NOT NULL,
	`allowedOrigins` text,
	`createdBy` text,
	`lastUsedAt` text,
	`revokedAt` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `apiKeys_hash` ON `apiKeys` (`keyHash`);--> statement-breakpoint
CREATE INDEX `apiKeys_org` ON `apiKeys` (`orgId`);--> statement-breakpoint
CREATE TABLE `authAccounts` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`passwordHash` text,
	`emailVerifiedAt` text,
	`disabled` integer DEFAULT false NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `authAccounts_email` ON `authAccounts` (`email`);--> statement-breakpoint
CREATE TABLE `authCodes` (
	`id` text PRIMARY KEY NOT NULL,
	`accountId` text NOT NULL,
	`purpose` text NOT NULL,
	`codeHash` text NOT NULL,
	`expiresAt` text NOT NULL,
	`usedAt` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `authCodes_code` ON `authCodes` (`codeHash`);--> statement-breakpoint
CREATE TABLE `authSessions` (
	`id` text PRIMARY KEY NOT NULL,
	`accountId` text NOT NULL,
	`tokenHash` text NOT NULL,
	`expiresAt` text NOT NULL,
	`revokedAt` text,
	`ip` text,
	`userAgent` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `authSessions_token` ON `authSessions` (`tokenHash`);--> statement-breakpoint
CREATE INDEX `authSessions_account` ON `authSessions` (`accountId`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`uid` text,
	`name` text,
	`email` text,
	`firstName` text,
	`middleName` text,
	`lastName` text,
	`suffix` text,
	`phone` text,
	`phoneExt` text,
	`mobilePhone` text,
	`title` text,
	`aboutMe` text,
	`calendarLink` text,
	`slackUserId` text,
	`externalUserId` text,
	`orgId` text,
	`userProfileId` text,
	`locationId` text,
	`role` text,
	`membership` text,
	`profilePicture` text,
	`userSignature` text,
	`courseIds` text,
	`completedCourseIds` text,
	`completedCourseTopicIds` text,
	`educationUnitIds` text,
	`uniqueCertificateIds` text,
	`externalRegisteredCourseIds` text,
	`cohortIds` text,
	`apprenticeshipIds` text,
	`integration` text,
	`testUser` integer DEFAULT false NOT NULL,
	`courseReadOnly` integer DEFAULT false NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_uid` ON `users` (`uid`);--> statement-breakpoint
CREATE INDEX `users_org_name` ON `users` (`orgId`,`name`);--> statement-breakpoint
CREATE INDEX `users_email` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_location` ON `users` (`locationId`);--> statement-breakpoint
CREATE INDEX `users_profile` ON `users` (`userProfileId`);--> statement-breakpoint
CREATE TABLE `locations` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`name` text NOT NULL,
	`employerProfileId` text,
	`locationImage` text,
	`addressLine1` text,
	`addressLine2` text,
	`addressCity` text,
	`addressState` text,
	`addressPostalCode` text,
	`defaultLocation` integer DEFAULT false NOT NULL,
	`managerIds` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `locations_org_name` ON `locations` (`orgId`,`name`);--> statement-breakpoint
CREATE INDEX `locations_employer` ON `locations` (`employerProfileId`);--> statement-breakpoint
CREATE TABLE `organizations` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`orgType` text DEFAULT 'community' NOT NULL,
	`orgLogo` text,
	`billing` text,
	`plan` text DEFAULT 'free' NOT NULL,
	`showOrgName` integer DEFAULT true NOT NULL,
	`restrictRegister` integer DEFAULT false NOT NULL,
	`courseGroupIds` text,
	`appleTouchIcon` text,
	`androidIconSmall` text,
	`androidIconLarge` text,
	`privacyPolicy` text,
	`tos` text,
	`allowedOrigins` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `organizations_slug` ON `organizations` (`slug`);--> statement-breakpoint
CREATE INDEX `organizations_name` ON `organizations` (`name`);--> statement-breakpoint
CREATE TABLE `analyticsEvents` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text,
	`refId` text NOT NULL,
	`refTable` text NOT NULL,
	`isUnique` integer DEFAULT false NOT NULL,
	`userId` text,
	`language` text,
	`platform` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `analyticsEvents_ref` ON `analyticsEvents` (`refTable`,`refId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `analyticsEvents_org` ON `analyticsEvents` (`orgId`,`createdAt`);--> statement-breakpoint
CREATE TABLE `auditEvents` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text,
	`actorId` text,
	`actorType` text NOT NULL,
	`action` text NOT NULL,
	`entity` text,
	`entityId` text,
	`ip` text,
	`userAgent` text,
	`details` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `auditEvents_entity` ON `auditEvents` (`entity`,`entityId`);--> statement-breakpoint
CREATE INDEX `auditEvents_org` ON `auditEvents` (`orgId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `auditEvents_action` ON `auditEvents` (`action`,`createdAt`);--> statement-breakpoint
CREATE TABLE `mailOutbox` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text,
	`to` text NOT NULL,
	`from` text NOT NULL,
	`replyTo` text,
	`bcc` text,
	`subject` text NOT NULL,
	`text` text,
	`html` text,
	`status` text NOT NULL,
	`transport` text NOT NULL,
	`messageId` text,
	`emlPath` text,
	`error` text,
	`createdBy` text,
	`sentAt` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mailOutbox_created` ON `mailOutbox` (`createdAt`);--> statement-breakpoint
CREATE INDEX `mailOutbox_org` ON `mailOutbox` (`orgId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `mailOutbox_to` ON `mailOutbox` (`to`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text,
	`userId` text,
	`type` text,
	`title` text NOT NULL,
	`body` text,
	`url` text,
	`readAt` text,
	`data` text,
	`archived` integer DEFAULT false NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `notifications_user` ON `notifications` (`userId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `notifications_org` ON `notifications` (`orgId`,`createdAt`);--> statement-breakpoint
CREATE TABLE `rateLimits` (
	`key` text PRIMARY KEY NOT NULL,
	`windowStart` integer NOT NULL,
	`count` integer NOT NULL,
	`lockedUntil` integer
);
--> statement-breakpoint
CREATE TABLE `cohorts` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`classId` text NOT NULL,
	`title` text NOT NULL,
	`openCohortEnrollment` integer DEFAULT false NOT NULL,
	`externalRegisterClassId` text,
	`eUnitIds` text,
	`eUnits` text,
	`eUnitTracking` integer DEFAULT false NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cohorts_class` ON `cohorts` (`classId`,`openCohortEnrollment`,`createdAt`);--> statement-breakpoint
CREATE INDEX `cohorts_org` ON `cohorts` (`orgId`,`createdAt`);--> statement-breakpoint
CREATE TABLE `courseTopics` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`classId` text NOT NULL,
	`title` text NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`description` text,
	`locked` integer DEFAULT false NOT NULL,
	`topicHeader` text,
	`sectionIds` text,
	`quizIds` text,
	`challengeIds` text,
	`list` text,
	`position` integer DEFAULT 0 NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `courseTopics_class` ON `courseTopics` (`classId`,`position`);--> statement-breakpoint
CREATE INDEX `courseTopics_org_title` ON `courseTopics` (`orgId`,`title`);--> statement-breakpoint
CREATE TABLE `courses` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`orgIds` text,
	`title` text NOT NULL,
	`name` text,
	`courseSlug` text,
	`slug` text,
	`overview` text,
	`description` text,
	`schedule` text,
	`topics` text,
	`image` text,
	`classImage` text,
	`classColor` text,
	`dashboard` text,
	`integration` text,
	`integrationId` text,
	`locked` integer DEFAULT false NOT NULL,
	`openEnrollment` integer DEFAULT false NOT NULL,
	`trackAttendance` integer DEFAULT false NOT NULL,
	`eUnitTracking` integer DEFAULT false NOT NULL,
	`eUnits` text,
	`classCatalogIds` text,
	`classCatalogIdsInfo` text,
	`slackChannel` text,
	`streamingLink` text,
	`isLive` integer DEFAULT false NOT NULL,
	`showStreamLink` integer DEFAULT false NOT NULL,
	`isPublic` integer DEFAULT false NOT NULL,
	`enableNewEditor` integer DEFAULT false NOT NULL,
	`enableCourseContent` integer DEFAULT false NOT NULL,
	`inviteOnly` integer DEFAULT false NOT NULL,
	`registerUrl` text,
	`searchEnginesEnabled` integer DEFAULT false NOT NULL,
	`prerequisiteId` text,
	`teacherIds` text,
	`topicIds` text,
	`testClass` integer DEFAULT false NOT NULL,
	`externalRegisterClassId` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `courses_org_title` ON `courses` (`orgId`,`title`);--> statement-breakpoint
CREATE UNIQUE INDEX `courses_org_courseSlug` ON `courses` (`orgId`,`courseSlug`);--> statement-breakpoint
CREATE INDEX `courses_courseSlug` ON `courses` (`courseSlug`);--> statement-breakpoint
CREATE INDEX `courses_public` ON `courses` (`isPublic`,`orgId`);--> statement-breakpoint
CREATE TABLE `pathways` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`title` text NOT NULL,
	`courseIds` text,
	`isPublic` integer DEFAULT false NOT NULL,
	`searchEnginesEnabled` integer DEFAULT false NOT NULL,
	`jobProfileId` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pathways_org_title` ON `pathways` (`orgId`,`title`);--> statement-breakpoint
CREATE INDEX `pathways_jobProfile` ON `pathways` (`jobProfileId`);--> statement-breakpoint
CREATE TABLE `apprenticeAgreements` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`apprenticeshipId` text,
	`employerProfileId` text,
	`employerAgreementId` text,
	`locationId` text,
	`userId` text,
	`userProfileId` text,
	`inviteId` text,
	`name` text,
	`signerName` text,
	`signerFirstName` text,
	`signerLastName` text,
	`signerMiddleName` text,
	`signerEmail` text,
	`signerPhone` text,
	`signerSignature` text,
	`signerSignatureDate` text,
	`signerIpAddress` text,
	`signerInviteSentAt` text,
	`employmentStatus` text,
	`employmentStatusDate` text,
	`ssn` text,
	`dob` text,
	`gender` text,
	`ethnicity` text,
	`races` text,
	`veteranStatus` text,
	`disability` text,
	`educationLevel` text,
	`orgReferral` text,
	`citizenStatus` text,
	`addressLine1` text,
	`addressLine2` text,
	`addressCity` text,
	`addressState` text,
	`addressPostalCode` text,
	`criminalBkg` text,
	`hoursProbationary` integer,
	`creditPrevJob` real,
	`wagesPaidDuringRTI` text DEFAULT 'no' NOT NULL,
	`RTIDuringWorkHrs` text DEFAULT 'no' NOT NULL,
	`creditPrevRTIHrs` real,
	`priorHourlyWage` real,
	`occupationName` text,
	`ojtHours` integer,
	`instructionHours` integer,
	`startDate` text,
	`expectedEndDate` text,
	`signedAt` text,
	`signedPdfHash` text,
	`signedPdfKey` text,
	`dataHash` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `apprenticeAgreements_org` ON `apprenticeAgreements` (`orgId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `apprenticeAgreements_apprenticeship` ON `apprenticeAgreements` (`apprenticeshipId`);--> statement-breakpoint
CREATE INDEX `apprenticeAgreements_user` ON `apprenticeAgreements` (`userId`);--> statement-breakpoint
CREATE INDEX `apprenticeAgreements_employer` ON `apprenticeAgreements` (`employerProfileId`);--> statement-breakpoint
CREATE TABLE `apprenticeshipTemplates` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`type` text,
	`occupationONetCode` text,
	`rapidsCode` text,
	`estimatedLength` text,
	`occupationName` text,
	`instructionHours` integer,
	`ojtHours` integer,
	`industryCode` text,
	`competencies` text,
	`competencyGroups` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `apprenticeshipTemplates_rapids` ON `apprenticeshipTemplates` (`rapidsCode`);--> statement-breakpoint
CREATE INDEX `apprenticeshipTemplates_onet` ON `apprenticeshipTemplates` (`occupationONetCode`);--> statement-breakpoint
CREATE INDEX `apprenticeshipTemplates_org_title` ON `apprenticeshipTemplates` (`orgId`,`title`);--> statement-breakpoint
CREATE TABLE `apprenticeshipUsers` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`apprenticeshipId` text NOT NULL,
	`userId` text NOT NULL,
	`role` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `apprenticeshipUsers_member` ON `apprenticeshipUsers` (`apprenticeshipId`,`userId`,`role`);--> statement-breakpoint
CREATE INDEX `apprenticeshipUsers_count` ON `apprenticeshipUsers` (`apprenticeshipId`,`role`,`active`);--> statement-breakpoint
CREATE INDEX `apprenticeshipUsers_user` ON `apprenticeshipUsers` (`userId`);--> statement-breakpoint
CREATE INDEX `apprenticeshipUsers_org` ON `apprenticeshipUsers` (`orgId`);--> statement-breakpoint
CREATE TABLE `apprenticeships` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`locationId` text,
	`employerProfileId` text,
	`title` text NOT NULL,
	`occupationName` text,
	`occupationONetCode` text,
	`rapidsCode` text,
	`ojtHours` integer,
	`instructionHours` integer,
	`startDate` text,
	`expectedEndDate` text,
	`instructionProviderId` text,
	`userId` text,
	`apprenticeshipTemplateId` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `apprenticeships_org_title` ON `apprenticeships` (`orgId`,`title`);--> statement-breakpoint
CREATE INDEX `apprenticeships_location` ON `apprenticeships` (`locationId`);--> statement-breakpoint
CREATE INDEX `apprenticeships_employer` ON `apprenticeships` (`employerProfileId`);--> statement-breakpoint
CREATE INDEX `apprenticeships_user` ON `apprenticeships` (`userId`);--> statement-breakpoint
CREATE TABLE `employerAgreements` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`employerProfileId` text,
	`apprenticeshipId` text,
	`locationId` text,
	`signerName` text,
	`signerTitle` text,
	`signerSignature` text,
	`signerSignatureDate` text,
	`signerIpAddress` text,
	`signerEmail` text,
	`signerInviteSentAt` text,
	`inviteHistory` text,
	`signedAt` text,
	`signedPdfHash` text,
	`signedPdfKey` text,
	`dataHash` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `employerAgreements_org` ON `employerAgreements` (`orgId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `employerAgreements_employer` ON `employerAgreements` (`employerProfileId`,`apprenticeshipId`);--> statement-breakpoint
CREATE INDEX `employerAgreements_apprenticeship` ON `employerAgreements` (`apprenticeshipId`);--> statement-breakpoint
CREATE TABLE `employerProfiles` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`locationId` text,
	`name` text NOT NULL,
	`contactFirstName` text,
	`contactLastName` text,
	`contactTitle` text,
	`contactPhone` text,
	`contactEmail` text,
	`ein` text,
	`naicsCode` text,
	`totalEmployees` integer,
	`totalEmployeesColor` integer,
	`totalEmployeesFemale` integer,
	`totalJourneyWorkers` integer,
	`totalJourneyWorkersColor` integer,
	`totalJourneyWorkersFemale` integer,
	`inviteHistory` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `employerProfiles_org_name` ON `employerProfiles` (`orgId`,`name`);--> statement-breakpoint
CREATE INDEX `employerProfiles_location` ON `employerProfiles` (`locationId`);--> statement-breakpoint
CREATE TABLE `instructionProviders` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`name` text NOT NULL,
	`contactFirstName` text,
	`contactLastName` text,
	`contactTitle` text,
	`contactEmail` text,
	`contactPhone` text,
	`url` text,
	`addressLine1` text,
	`addressLine2` text,
	`addressCity` text,
	`addressState` text,
	`addressPostalCode` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `instructionProviders_org_name` ON `instructionProviders` (`orgId`,`name`);--> statement-breakpoint
CREATE TABLE `invites` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`inviteType` text NOT NULL,
	`firstName` text,
	`lastName` text,
	`title` text,
	`email` text,
	`locationId` text,
	`employerProfileId` text,
	`apprenticeshipId` text,
	`apprenticeAgreementId` text,
	`employerAgreementId` text,
	`registerLink` text,
	`userId` text,
	`accessCodeHash` text,
	`sentAt` text,
	`viewedAt` text,
	`usedAt` text,
	`history` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `invites_org` ON `invites` (`orgId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `invites_employer` ON `invites` (`employerProfileId`,`apprenticeshipId`);--> statement-breakpoint
CREATE INDEX `invites_apprenticeAgreement` ON `invites` (`apprenticeAgreementId`);--> statement-breakpoint
CREATE INDEX `invites_employerAgreement` ON `invites` (`employerAgreementId`);--> statement-breakpoint
CREATE INDEX `invites_email` ON `invites` (`email`);--> statement-breakpoint
CREATE TABLE `userProfiles` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`userId` text NOT NULL,
	`ssn` text,
	`dob` text,
	`gender` text,
	`addressLine1` text,
	`addressLine2` text,
	`addressCity` text,
	`addressState` text,
	`addressPostalCode` text,
	`addressCountry` text,
	`educationLevel` text,
	`employmentStatus` text,
	`employmentStatusDate` text,
	`disability` text,
	`ethnicity` text,
	`races` text,
	`veteranStatus` text,
	`orgReferral` text,
	`citizenStatus` text,
	`criminalBkg` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `userProfiles_user` ON `userProfiles` (`userId`);--> statement-breakpoint
CREATE INDEX `userProfiles_org` ON `userProfiles` (`orgId`);--> statement-breakpoint
CREATE TABLE `wageSchedules` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`title` text NOT NULL,
	`entryWage` real NOT NULL,
	`wageRates` text NOT NULL,
	`employerProfileId` text,
	`apprenticeshipId` text,
	`locationId` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `wageSchedules_employer` ON `wageSchedules` (`employerProfileId`,`apprenticeshipId`);--> statement-breakpoint
CREATE INDEX `wageSchedules_apprenticeship` ON `wageSchedules` (`apprenticeshipId`);--> statement-breakpoint
CREATE INDEX `wageSchedules_location` ON `wageSchedules` (`locationId`);--> statement-breakpoint
CREATE INDEX `wageSchedules_org_title` ON `wageSchedules` (`orgId`,`title`);--> statement-breakpoint
CREATE TABLE `jobProfiles` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text,
	`locationId` text,
	`OnetTitle` text NOT NULL,
	`OnetCode` text NOT NULL,
	`OccupationDescription` text,
	`location` text,
	`occupationLocation` text,
	`selectedSkills` text,
	`selectedKnowledge` text,
	`selectedCerts` text,
	`selectedSchoolPrograms` text,
	`isExternal` integer DEFAULT false NOT NULL,
	`email` text,
	`name` text,
	`phone` text,
	`companyName` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `jobProfiles_org` ON `jobProfiles` (`orgId`,`OnetTitle`);--> statement-breakpoint
CREATE INDEX `jobProfiles_location` ON `jobProfiles` (`locationId`);--> statement-breakpoint
CREATE INDEX `jobProfiles_onet` ON `jobProfiles` (`OnetCode`);--> statement-breakpoint
CREATE TABLE `dashboards` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`activeLayout` text DEFAULT 'layout1' NOT NULL,
	`zone1` text,
	`zone2` text,
	`zone3` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dashboards_org` ON `dashboards` (`orgId`);--> statement-breakpoint
CREATE TABLE `pageLinks` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`locationId` text,
	`pageId` text,
	`url` text,
	`hasAccessCode` integer DEFAULT false NOT NULL,
	`accessCodeHash` text,
	`inactive` integer DEFAULT false NOT NULL,
	`enablePageContent` integer DEFAULT true NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pageLinks_org_page` ON `pageLinks` (`orgId`,`pageId`);--> statement-breakpoint
CREATE INDEX `pageLinks_page` ON `pageLinks` (`pageId`);--> statement-breakpoint
CREATE TABLE `pages` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`title` text NOT NULL,
	`dashboardId` text,
	`showOrgLogo` integer DEFAULT true NOT NULL,
	`showTitle` integer DEFAULT true NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pages_org_title` ON `pages` (`orgId`,`title`);--> statement-breakpoint
CREATE TABLE `widgets` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`body` text,
	`image` text,
	`url` text,
	`isFeatured` integer DEFAULT false NOT NULL,
	`linkTarget` text,
	`includeEmail` integer DEFAULT false NOT NULL,
	`includeExternalUserId` integer DEFAULT false NOT NULL,
	`embedCode` text,
	`position` integer DEFAULT 0 NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `widgets_org_title` ON `widgets` (`orgId`,`title`);--> statement-breakpoint
CREATE INDEX `widgets_org_type` ON `widgets` (`orgId`,`type`,`isFeatured`,`title`);--> statement-breakpoint
CREATE TABLE `documents` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`refId` text,
	`title` text,
	`rawText` text,
	`pageNumber` integer,
	`metadata` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `documents_org_title` ON `documents` (`orgId`,`title`);--> statement-breakpoint
CREATE INDEX `documents_org_created` ON `documents` (`orgId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `documents_ref` ON `documents` (`refId`,`pageNumber`);--> statement-breakpoint
CREATE TABLE `files` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`url` text NOT NULL,
	`name` text NOT NULL,
	`type` text,
	`size` integer,
	`transcript` text,
	`parentType` text,
	`parentId` text,
	`userId` text,
	`userName` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `files_parent` ON `files` (`parentId`,`parentType`);--> statement-breakpoint
CREATE INDEX `files_org` ON `files` (`orgId`,`createdAt`);--> statement-breakpoint
CREATE TABLE `materials` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`title` text NOT NULL,
	`body` text,
	`userId` text,
	`resourceId` text,
	`isDraft` integer DEFAULT false NOT NULL,
	`isEmbedded` integer DEFAULT false NOT NULL,
	`promptType` text,
	`fileUploadFlow` integer DEFAULT false NOT NULL,
	`noteApprenticeshipId` text,
	`noteUserId` text,
	`noteLocationId` text,
	`workflowType` text,
	`skillIds` text,
	`cdnFiles` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `materials_org_title` ON `materials` (`orgId`,`title`);--> statement-breakpoint
CREATE INDEX `materials_resource` ON `materials` (`resourceId`);--> statement-breakpoint
CREATE INDEX `materials_user` ON `materials` (`userId`);--> statement-breakpoint
CREATE INDEX `materials_org_draft` ON `materials` (`orgId`,`isDraft`,`workflowType`);--> statement-breakpoint
CREATE INDEX `materials_note_user` ON `materials` (`noteUserId`);--> statement-breakpoint
CREATE INDEX `materials_note_apprenticeship` ON `materials` (`noteApprenticeshipId`);--> statement-breakpoint
CREATE INDEX `materials_note_location` ON `materials` (`noteLocationId`);--> statement-breakpoint
CREATE TABLE `projects` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`title` text NOT NULL,
	`body` text,
	`userId` text,
	`status` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `projects_org_title` ON `projects` (`orgId`,`title`);--> statement-breakpoint
CREATE INDEX `projects_user` ON `projects` (`userId`);--> statement-breakpoint
CREATE TABLE `resourceGroups` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `resourceGroups_org_title` ON `resourceGroups` (`orgId`,`title`);--> statement-breakpoint
CREATE TABLE `resources` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`name` text NOT NULL,
	`body` text,
	`parentId` text,
	`parentType` text,
	`url` text,
	`type` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `resources_org_name` ON `resources` (`orgId`,`name`);--> statement-breakpoint
CREATE INDEX `resources_parent` ON `resources` (`parentId`,`parentType`);--> statement-breakpoint
CREATE TABLE `chatMessageContents` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`messageId` text NOT NULL,
	`sessionId` text,
	`userId` text,
	`resourceId` text,
	`classId` text,
	`projectId` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `chatMessageContents_message` ON `chatMessageContents` (`messageId`);--> statement-breakpoint
CREATE INDEX `chatMessageContents_session` ON `chatMessageContents` (`sessionId`);--> statement-breakpoint
CREATE INDEX `chatMessageContents_org` ON `chatMessageContents` (`orgId`);--> statement-breakpoint
CREATE TABLE `chatMessages` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`sessionId` text NOT NULL,
	`integrationId` text,
	`userId` text,
	`locationId` text,
	`role` text NOT NULL,
	`content` text,
	`contentTypes` text,
	`metadata` text,
	`knowledgeGap` integer DEFAULT false NOT NULL,
	`noResponseMsg` integer DEFAULT false NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `chatMessages_session` ON `chatMessages` (`sessionId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `chatMessages_org_user` ON `chatMessages` (`orgId`,`userId`);--> statement-breakpoint
CREATE INDEX `chatMessages_gap` ON `chatMessages` (`orgId`,`knowledgeGap`);--> statement-breakpoint
CREATE INDEX `chatMessages_integration` ON `chatMessages` (`integrationId`);--> statement-breakpoint
CREATE TABLE `chatSessions` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`integrationId` text,
	`resourceGroupId` text,
	`locationId` text,
	`title` text,
	`userId` text,
	`originDomain` text,
	`userEmail` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `chatSessions_org` ON `chatSessions` (`orgId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `chatSessions_integration` ON `chatSessions` (`integrationId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `chatSessions_user` ON `chatSessions` (`userId`);--> statement-breakpoint
CREATE TABLE `integrations` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`orgNickname` text,
	`name` text DEFAULT 'Assistant' NOT NULL,
	`resourceGroupIds` text,
	`systemPrompt` text,
	`serviceEmail` text,
	`serviceDelayCount` integer DEFAULT 2 NOT NULL,
	`agentImage` text,
	`colorBtnBkg` text DEFAULT 'black' NOT NULL,
	`defaultPrompts` text,
	`allowedDomains` text,
	`contentTypes` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `integrations_org_name` ON `integrations` (`orgId`,`name`);--> statement-breakpoint
CREATE TABLE `occAreas` (
	`code` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`states` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `occCertifications` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`acronym` text,
	`url` text,
	`organization` text,
	`organizationUrl` text,
	`organizationAddress` text,
	`keywords` text,
	`description` text,
	`details` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `occCipOnet` (
	`code` text NOT NULL,
	`cip` text NOT NULL,
	PRIMARY KEY(`code`, `cip`)
);
--> statement-breakpoint
CREATE INDEX `occCipOnet_cip` ON `occCipOnet` (`cip`);--> statement-breakpoint
CREATE TABLE `occCipSoc` (
	`soc` text NOT NULL,
	`cip` text NOT NULL,
	PRIMARY KEY(`soc`, `cip`)
);
--> statement-breakpoint
CREATE INDEX `occCipSoc_cip` ON `occCipSoc` (`cip`);--> statement-breakpoint
CREATE TABLE `occCips` (
	`cip` text PRIMARY KEY NOT NULL,
	`title` text
);
--> statement-breakpoint
CREATE TABLE `occElements` (
	`elementId` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `occMetroPoints` (
	`id` integer PRIMARY KEY NOT NULL,
	`areaCode` text NOT NULL,
	`zip` text NOT NULL,
	`lat` real NOT NULL,
	`lon` real NOT NULL
);
--> statement-breakpoint
CREATE INDEX `occMetroPoints_zip` ON `occMetroPoints` (`zip`);--> statement-breakpoint
CREATE INDEX `occMetroPoints_lat` ON `occMetroPoints` (`lat`);--> statement-breakpoint
CREATE TABLE `occOccupationElements` (
	`code` text NOT NULL,
	`elementId` text NOT NULL,
	`importance` integer NOT NULL,
	`difficulty` integer NOT NULL,
	PRIMARY KEY(`code`, `elementId`)
);
--> statement-breakpoint
CREATE TABLE `occOccupationTitles` (
	`id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`title` text NOT NULL,
	`kind` text NOT NULL,
	`sources` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `occOccupationTitles_code` ON `occOccupationTitles` (`code`);--> statement-breakpoint
CREATE TABLE `occOccupations` (
	`code` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`jobZone` integer,
	`soc` text NOT NULL,
	`wageSoc` text,
	`wageMatch` text,
	`projectionSoc` text,
	`projectionMatch` text
);
--> statement-breakpoint
CREATE INDEX `occOccupations_soc` ON `occOccupations` (`soc`);--> statement-breakpoint
CREATE INDEX `occOccupations_wageSoc` ON `occOccupations` (`wageSoc`);--> statement-breakpoint
CREATE TABLE `occPrograms` (
	`id` integer PRIMARY KEY NOT NULL,
	`unitId` integer NOT NULL,
	`cip` text NOT NULL,
	`awardLevels` text NOT NULL,
	`completions` integer
);
--> statement-breakpoint
CREATE INDEX `occPrograms_cip` ON `occPrograms` (`cip`);--> statement-breakpoint
CREATE INDEX `occPrograms_unit` ON `occPrograms` (`unitId`);--> statement-breakpoint
CREATE TABLE `occProjections` (
	`soc` text PRIMARY KEY NOT NULL,
	`title` text,
	`employment2024` integer,
	`employment2034` integer,
	`changePercent` real,
	`openings` integer,
	`education` text,
	`experience` text,
	`training` text
);
--> statement-breakpoint
CREATE TABLE `occSchools` (
	`unitId` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`city` text,
	`state` text NOT NULL,
	`zip` text,
	`lat` real,
	`lon` real,
	`url` text,
	`areaCode` text
);
--> statement-breakpoint
CREATE INDEX `occSchools_state` ON `occSchools` (`state`);--> statement-breakpoint
CREATE INDEX `occSchools_area` ON `occSchools` (`areaCode`);--> statement-breakpoint
CREATE TABLE `occWages` (
	`soc` text NOT NULL,
	`areaCode` text NOT NULL,
	`areaType` text NOT NULL,
	`title` text,
	`socGroup` text,
	`employment` integer,
	`hourlyMean` real,
	`annualMean` real,
	`hourly10` real,
	`hourly25` real,
	`hourlyMedian` real,
	`hourly75` real,
	`hourly90` real,
	`annual10` real,
	`annual25` real,
	`annualMedian` real,
	`annual75` real,
	`annual90` real,
	`annualOnly` integer,
	`hourlyOnly` integer,
	PRIMARY KEY(`soc`, `areaCode`)
);
--> statement-breakpoint
CREATE TABLE `occZipPrefixes` (
	`zip3` text PRIMARY KEY NOT NULL,
	`state` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `occupationDataVersion` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` text NOT NULL,
	`loadedAt` text NOT NULL,
	`loadMs` integer
);
