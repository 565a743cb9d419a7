ALTER TABLE `apprenticeshipUsers` ADD `studentStatus` text;--> statement-breakpoint
ALTER TABLE `apprenticeshipUsers` ADD `careerConnection` text;--> statement-breakpoint
ALTER TABLE `apprenticeshipUsers` ADD `wioaParticipant` integer;--> statement-breakpoint
ALTER TABLE `apprenticeshipUsers` ADD `wioaType` text;--> statement-breakpoint
ALTER TABLE `apprenticeshipUsers` ADD `careerLinkage` text;--> statement-breakpoint
ALTER TABLE `apprenticeshipUsers` ADD `taaParticipant` integer;--> statement-breakpoint
ALTER TABLE `apprenticeshipUsers` ADD `ojtFundingSources` text;