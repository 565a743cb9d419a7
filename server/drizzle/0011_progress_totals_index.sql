DROP INDEX `hoursLogs_status`;--> statement-breakpoint
CREATE INDEX `hoursLogs_totals` ON `hoursLogs` (`apprenticeshipId`,`status`,`userId`,`weekStart`,`totalHours`,`submittedAt`);