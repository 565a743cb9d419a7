ALTER TABLE `apprenticeAgreements` ADD `apprenticeSignedAt` text;--> statement-breakpoint
ALTER TABLE `apprenticeAgreements` ADD `guardianName` text;--> statement-breakpoint
ALTER TABLE `apprenticeAgreements` ADD `guardianEmail` text;--> statement-breakpoint
ALTER TABLE `apprenticeAgreements` ADD `guardianInviteId` text;--> statement-breakpoint
ALTER TABLE `apprenticeAgreements` ADD `guardianInviteSentAt` text;--> statement-breakpoint
ALTER TABLE `apprenticeAgreements` ADD `guardianSignature` text;--> statement-breakpoint
ALTER TABLE `apprenticeAgreements` ADD `guardianSignatureDate` text;--> statement-breakpoint
ALTER TABLE `apprenticeAgreements` ADD `guardianIpAddress` text;--> statement-breakpoint
ALTER TABLE `apprenticeAgreements` ADD `guardianSignedAt` text;--> statement-breakpoint
-- Agreements signed before co-signatures: the apprentice signed when the agreement was.
UPDATE `apprenticeAgreements` SET `apprenticeSignedAt` = `signedAt` WHERE `signedAt` IS NOT NULL;
