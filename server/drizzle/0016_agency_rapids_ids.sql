ALTER TABLE `employerProfiles` ADD `rapidsId` text;--> statement-breakpoint
ALTER TABLE `instructionProviders` ADD `rapidsId` text;--> statement-breakpoint
ALTER TABLE `wageSchedules` ADD `rapidsId` text;