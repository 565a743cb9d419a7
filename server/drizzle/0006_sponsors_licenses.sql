CREATE TABLE `occLicenseOccupations` (
	`soc` text NOT NULL,
	`licenseId` text NOT NULL,
	PRIMARY KEY(`soc`, `licenseId`)
);
--> statement-breakpoint
CREATE TABLE `occLicenses` (
	`licenseId` text PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`title` text NOT NULL,
	`agency` text,
	`url` text,
	`updated` text,
	`requirements` text,
	`description` text
);
--> statement-breakpoint
CREATE INDEX `occLicenses_state` ON `occLicenses` (`state`);--> statement-breakpoint
CREATE TABLE `occSponsorOccupations` (
	`soc` text NOT NULL,
	`sponsorId` text NOT NULL,
	PRIMARY KEY(`soc`, `sponsorId`)
);
--> statement-breakpoint
CREATE TABLE `occSponsors` (
	`sponsorId` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`city` text,
	`state` text NOT NULL,
	`zip` text,
	`lat` real NOT NULL,
	`lon` real NOT NULL,
	`structure` text,
	`types` text NOT NULL,
	`national` integer NOT NULL,
	`website` text,
	`updated` text
);
--> statement-breakpoint
CREATE INDEX `occSponsors_state` ON `occSponsors` (`state`);--> statement-breakpoint
CREATE TABLE `occWordSounds` (
	`word` text PRIMARY KEY NOT NULL,
	`sound` text NOT NULL,
	`freq` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `occWordSounds_sound` ON `occWordSounds` (`sound`);