DROP INDEX `apprenticeAgreements_apprenticeship`;--> statement-breakpoint
CREATE INDEX `apprenticeAgreements_apprentice` ON `apprenticeAgreements` (`apprenticeshipId`,`userId`,`createdAt`,`id`);