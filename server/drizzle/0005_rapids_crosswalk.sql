CREATE TABLE `occRapidsOccupations` (
	`id` integer PRIMARY KEY NOT NULL,
	`rapidsCode` text NOT NULL,
	`rapidsTitle` text NOT NULL,
	`code` text NOT NULL,
	`onetTitle` text
);
--> statement-breakpoint
CREATE INDEX `occRapidsOccupations_rapids` ON `occRapidsOccupations` (`rapidsCode`);