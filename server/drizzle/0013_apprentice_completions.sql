CREATE TABLE `apprenticeCompletions` (
	`id` text PRIMARY KEY NOT NULL,
	`orgId` text NOT NULL,
	`apprenticeshipId` text NOT NULL,
	`userId` text NOT NULL,
	`completedAt` text NOT NULL,
	`apprenticeName` text NOT NULL,
	`programTitle` text NOT NULL,
	`occupationName` text,
	`rapidsCode` text,
	`sponsorName` text,
	`ojtHours` real NOT NULL,
	`rtiHours` real NOT NULL,
	`competencies` integer NOT NULL,
	`dataHash` text NOT NULL,
	`pdfHash` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `apprenticeCompletions_one` ON `apprenticeCompletions` (`apprenticeshipId`,`userId`);--> statement-breakpoint
CREATE INDEX `apprenticeCompletions_list_completedAt` ON `apprenticeCompletions` ("completedAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `apprenticeCompletions_org_list_completedAt` ON `apprenticeCompletions` (`orgId`,"completedAt" desc,`id`);