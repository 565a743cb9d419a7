DROP INDEX `users_email`;--> statement-breakpoint
CREATE UNIQUE INDEX `users_email` ON `users` (`email`);--> statement-breakpoint
ALTER TABLE `cohorts` ADD `archived` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `courses` ADD `archived` integer DEFAULT false NOT NULL;