CREATE TABLE `competencySignoffs` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`apprenticeshipId` text NOT NULL,
	`userId` text NOT NULL,
	`competencyId` text NOT NULL,
	`signedOffBy` text NOT NULL,
	`signedOffAt` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `competencySignoffs_one` ON `competencySignoffs` (`apprenticeshipId`,`userId`,`competencyId`);--> statement-breakpoint
CREATE INDEX `competencySignoffs_list_signedOffAt` ON `competencySignoffs` ("signedOffAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `competencySignoffs_org_list_signedOffAt` ON `competencySignoffs` (`orgId`,"signedOffAt" desc,`id`);--> statement-breakpoint
CREATE TABLE `hoursLogs` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`apprenticeshipId` text NOT NULL,
	`userId` text NOT NULL,
	`employerProfileId` text,
	`weekStart` text NOT NULL,
	`entries` text NOT NULL,
	`totalHours` real NOT NULL,
	`note` text,
	`status` text NOT NULL,
	`submittedAt` text NOT NULL,
	`reviewedBy` text,
	`reviewedAt` text,
	`reviewComment` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hoursLogs_week` ON `hoursLogs` (`apprenticeshipId`,`userId`,`weekStart`);--> statement-breakpoint
CREATE INDEX `hoursLogs_user` ON `hoursLogs` (`userId`,`weekStart`);--> statement-breakpoint
CREATE INDEX `hoursLogs_status` ON `hoursLogs` (`apprenticeshipId`,`status`,`weekStart`);--> statement-breakpoint
CREATE INDEX `hoursLogs_employer` ON `hoursLogs` (`employerProfileId`,`status`);--> statement-breakpoint
CREATE INDEX `hoursLogs_list_weekStart` ON `hoursLogs` ("weekStart" desc,`id`);--> statement-breakpoint
CREATE INDEX `hoursLogs_org_list_weekStart` ON `hoursLogs` (`orgId`,"weekStart" desc,`id`);--> statement-breakpoint
CREATE TABLE `instructionHours` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`apprenticeshipId` text NOT NULL,
	`userId` text NOT NULL,
	`instructionProviderId` text,
	`date` text NOT NULL,
	`hours` real NOT NULL,
	`note` text,
	`recordedBy` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `instructionHours_user` ON `instructionHours` (`apprenticeshipId`,`userId`,`date`);--> statement-breakpoint
CREATE INDEX `instructionHours_list_date` ON `instructionHours` ("date" desc,`id`);--> statement-breakpoint
CREATE INDEX `instructionHours_org_list_date` ON `instructionHours` (`orgId`,"date" desc,`id`);--> statement-breakpoint
CREATE TABLE `wageStepsDue` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`apprenticeshipId` text NOT NULL,
	`userId` text NOT NULL,
	`employerProfileId` text,
	`wageScheduleId` text,
	`period` integer NOT NULL,
	`wageAmount` real NOT NULL,
	`hoursAtDue` real NOT NULL,
	`dueAt` text NOT NULL,
	`notifiedAt` text,
	`confirmedAt` text,
	`confirmedBy` text,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wageStepsDue_one` ON `wageStepsDue` (`apprenticeshipId`,`userId`,`period`);--> statement-breakpoint
CREATE INDEX `wageStepsDue_open` ON `wageStepsDue` (`employerProfileId`,`confirmedAt`);--> statement-breakpoint
CREATE INDEX `wageStepsDue_list_dueAt` ON `wageStepsDue` ("dueAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `wageStepsDue_org_list_dueAt` ON `wageStepsDue` (`orgId`,"dueAt" desc,`id`);