ALTER TABLE `apprenticeAgreements` ADD `newOrExistingEmployee` text;--> statement-breakpoint
ALTER TABLE `userProfiles` ADD `newOrExistingEmployee` text;