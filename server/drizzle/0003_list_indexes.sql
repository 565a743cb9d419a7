DROP INDEX `users_org_name`;--> statement-breakpoint
CREATE INDEX `users_list_name` ON `users` (`name`,`id`);--> statement-breakpoint
CREATE INDEX `users_org_list_name` ON `users` (`orgId`,`name`,`id`);--> statement-breakpoint
DROP INDEX `locations_org_name`;--> statement-breakpoint
CREATE INDEX `locations_list_name` ON `locations` (`name`,`id`);--> statement-breakpoint
CREATE INDEX `locations_org_list_name` ON `locations` (`orgId`,`name`,`id`);--> statement-breakpoint
DROP INDEX `organizations_name`;--> statement-breakpoint
CREATE INDEX `organizations_list_name` ON `organizations` (`name`,`id`);--> statement-breakpoint
DROP INDEX `analyticsEvents_org`;--> statement-breakpoint
CREATE INDEX `analyticsEvents_list_createdAt` ON `analyticsEvents` ("createdAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `analyticsEvents_org_list_createdAt` ON `analyticsEvents` (`orgId`,"createdAt" desc,`id`);--> statement-breakpoint
DROP INDEX `auditEvents_org`;--> statement-breakpoint
CREATE INDEX `auditEvents_list_createdAt` ON `auditEvents` ("createdAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `auditEvents_org_list_createdAt` ON `auditEvents` (`orgId`,"createdAt" desc,`id`);--> statement-breakpoint
DROP INDEX `mailOutbox_created`;--> statement-breakpoint
DROP INDEX `mailOutbox_org`;--> statement-breakpoint
CREATE INDEX `mailOutbox_list_createdAt` ON `mailOutbox` ("createdAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `mailOutbox_org_list_createdAt` ON `mailOutbox` (`orgId`,"createdAt" desc,`id`);--> statement-breakpoint
DROP INDEX `notifications_org`;--> statement-breakpoint
CREATE INDEX `notifications_list_createdAt` ON `notifications` ("createdAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `notifications_org_list_createdAt` ON `notifications` (`orgId`,"createdAt" desc,`id`);--> statement-breakpoint
DROP INDEX `cohorts_org`;--> statement-breakpoint
CREATE INDEX `cohorts_list_createdAt` ON `cohorts` ("createdAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `cohorts_org_list_createdAt` ON `cohorts` (`orgId`,"createdAt" desc,`id`);--> statement-breakpoint
DROP INDEX `courses_org_title`;--> statement-breakpoint
CREATE INDEX `courses_list_title` ON `courses` (`title`,`id`);--> statement-breakpoint
CREATE INDEX `courses_org_list_title` ON `courses` (`orgId`,`title`,`id`);--> statement-breakpoint
DROP INDEX `pathways_org_title`;--> statement-breakpoint
CREATE INDEX `pathways_list_title` ON `pathways` (`title`,`id`);--> statement-breakpoint
CREATE INDEX `pathways_org_list_title` ON `pathways` (`orgId`,`title`,`id`);--> statement-breakpoint
DROP INDEX `apprenticeAgreements_org`;--> statement-breakpoint
CREATE INDEX `apprenticeAgreements_list_createdAt` ON `apprenticeAgreements` ("createdAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `apprenticeAgreements_org_list_createdAt` ON `apprenticeAgreements` (`orgId`,"createdAt" desc,`id`);--> statement-breakpoint
DROP INDEX `apprenticeshipTemplates_org_title`;--> statement-breakpoint
CREATE INDEX `apprenticeshipTemplates_list_title` ON `apprenticeshipTemplates` (`title`,`id`);--> statement-breakpoint
CREATE INDEX `apprenticeshipTemplates_org_list_title` ON `apprenticeshipTemplates` (`orgId`,`title`,`id`);--> statement-breakpoint
DROP INDEX `apprenticeshipUsers_org`;--> statement-breakpoint
CREATE INDEX `apprenticeshipUsers_list_createdAt` ON `apprenticeshipUsers` ("createdAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `apprenticeshipUsers_org_list_createdAt` ON `apprenticeshipUsers` (`orgId`,"createdAt" desc,`id`);--> statement-breakpoint
DROP INDEX `apprenticeships_org_title`;--> statement-breakpoint
CREATE INDEX `apprenticeships_list_title` ON `apprenticeships` (`title`,`id`);--> statement-breakpoint
CREATE INDEX `apprenticeships_org_list_title` ON `apprenticeships` (`orgId`,`title`,`id`);--> statement-breakpoint
DROP INDEX `employerAgreements_org`;--> statement-breakpoint
CREATE INDEX `employerAgreements_list_createdAt` ON `employerAgreements` ("createdAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `employerAgreements_org_list_createdAt` ON `employerAgreements` (`orgId`,"createdAt" desc,`id`);--> statement-breakpoint
DROP INDEX `employerProfiles_org_name`;--> statement-breakpoint
CREATE INDEX `employerProfiles_list_name` ON `employerProfiles` (`name`,`id`);--> statement-breakpoint
CREATE INDEX `employerProfiles_org_list_name` ON `employerProfiles` (`orgId`,`name`,`id`);--> statement-breakpoint
DROP INDEX `instructionProviders_org_name`;--> statement-breakpoint
CREATE INDEX `instructionProviders_list_name` ON `instructionProviders` (`name`,`id`);--> statement-breakpoint
CREATE INDEX `instructionProviders_org_list_name` ON `instructionProviders` (`orgId`,`name`,`id`);--> statement-breakpoint
DROP INDEX `invites_org`;--> statement-breakpoint
CREATE INDEX `invites_list_createdAt` ON `invites` ("createdAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `invites_org_list_createdAt` ON `invites` (`orgId`,"createdAt" desc,`id`);--> statement-breakpoint
DROP INDEX `userProfiles_org`;--> statement-breakpoint
CREATE INDEX `userProfiles_list_createdAt` ON `userProfiles` ("createdAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `userProfiles_org_list_createdAt` ON `userProfiles` (`orgId`,"createdAt" desc,`id`);--> statement-breakpoint
DROP INDEX `wageSchedules_org_title`;--> statement-breakpoint
CREATE INDEX `wageSchedules_list_title` ON `wageSchedules` (`title`,`id`);--> statement-breakpoint
CREATE INDEX `wageSchedules_org_list_title` ON `wageSchedules` (`orgId`,`title`,`id`);--> statement-breakpoint
DROP INDEX `dashboards_org`;--> statement-breakpoint
CREATE INDEX `dashboards_list_createdAt` ON `dashboards` ("createdAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `dashboards_org_list_createdAt` ON `dashboards` (`orgId`,"createdAt" desc,`id`);--> statement-breakpoint
DROP INDEX `pages_org_title`;--> statement-breakpoint
CREATE INDEX `pages_list_title` ON `pages` (`title`,`id`);--> statement-breakpoint
CREATE INDEX `pages_org_list_title` ON `pages` (`orgId`,`title`,`id`);--> statement-breakpoint
DROP INDEX `widgets_org_title`;--> statement-breakpoint
CREATE INDEX `widgets_list_title` ON `widgets` (`title`,`id`);--> statement-breakpoint
CREATE INDEX `widgets_org_list_title` ON `widgets` (`orgId`,`title`,`id`);--> statement-breakpoint
DROP INDEX `documents_org_created`;--> statement-breakpoint
CREATE INDEX `documents_list_createdAt` ON `documents` (`createdAt`,`id`);--> statement-breakpoint
CREATE INDEX `documents_org_list_createdAt` ON `documents` (`orgId`,`createdAt`,`id`);--> statement-breakpoint
DROP INDEX `files_org`;--> statement-breakpoint
CREATE INDEX `files_list_createdAt` ON `files` ("createdAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `files_org_list_createdAt` ON `files` (`orgId`,"createdAt" desc,`id`);--> statement-breakpoint
DROP INDEX `materials_org_title`;--> statement-breakpoint
CREATE INDEX `materials_list_title` ON `materials` (`title`,`id`);--> statement-breakpoint
CREATE INDEX `materials_org_list_title` ON `materials` (`orgId`,`title`,`id`);--> statement-breakpoint
DROP INDEX `projects_org_title`;--> statement-breakpoint
CREATE INDEX `projects_list_title` ON `projects` (`title`,`id`);--> statement-breakpoint
CREATE INDEX `projects_org_list_title` ON `projects` (`orgId`,`title`,`id`);--> statement-breakpoint
DROP INDEX `resourceGroups_org_title`;--> statement-breakpoint
CREATE INDEX `resourceGroups_list_title` ON `resourceGroups` (`title`,`id`);--> statement-breakpoint
CREATE INDEX `resourceGroups_org_list_title` ON `resourceGroups` (`orgId`,`title`,`id`);--> statement-breakpoint
DROP INDEX `resources_org_name`;--> statement-breakpoint
CREATE INDEX `resources_list_name` ON `resources` (`name`,`id`);--> statement-breakpoint
CREATE INDEX `resources_org_list_name` ON `resources` (`orgId`,`name`,`id`);--> statement-breakpoint
DROP INDEX `chatMessageContents_org`;--> statement-breakpoint
CREATE INDEX `chatMessageContents_list_createdAt` ON `chatMessageContents` (`createdAt`,`id`);--> statement-breakpoint
CREATE INDEX `chatMessageContents_org_list_createdAt` ON `chatMessageContents` (`orgId`,`createdAt`,`id`);--> statement-breakpoint
DROP INDEX `chatSessions_org`;--> statement-breakpoint
CREATE INDEX `chatSessions_list_createdAt` ON `chatSessions` ("createdAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `chatSessions_org_list_createdAt` ON `chatSessions` (`orgId`,"createdAt" desc,`id`);--> statement-breakpoint
DROP INDEX `integrations_org_name`;--> statement-breakpoint
CREATE INDEX `integrations_list_name` ON `integrations` (`name`,`id`);--> statement-breakpoint
CREATE INDEX `integrations_org_list_name` ON `integrations` (`orgId`,`name`,`id`);--> statement-breakpoint
CREATE INDEX `courseTopics_list_position` ON `courseTopics` (`position`,`id`);--> statement-breakpoint
CREATE INDEX `courseTopics_org_list_position` ON `courseTopics` (`orgId`,`position`,`id`);--> statement-breakpoint
CREATE INDEX `jobProfiles_list_createdAt` ON `jobProfiles` ("createdAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `jobProfiles_org_list_createdAt` ON `jobProfiles` (`orgId`,"createdAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `pageLinks_list_createdAt` ON `pageLinks` ("createdAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `pageLinks_org_list_createdAt` ON `pageLinks` (`orgId`,"createdAt" desc,`id`);--> statement-breakpoint
CREATE INDEX `chatMessages_list_createdAt` ON `chatMessages` (`createdAt`,`id`);--> statement-breakpoint
CREATE INDEX `chatMessages_org_list_createdAt` ON `chatMessages` (`orgId`,`createdAt`,`id`);