ALTER TABLE "apprenticeAgreements" ADD COLUMN "apprenticeSignedAt" text;--> statement-breakpoint
ALTER TABLE "apprenticeAgreements" ADD COLUMN "guardianName" text;--> statement-breakpoint
ALTER TABLE "apprenticeAgreements" ADD COLUMN "guardianEmail" text;--> statement-breakpoint
ALTER TABLE "apprenticeAgreements" ADD COLUMN "guardianInviteId" text;--> statement-breakpoint
ALTER TABLE "apprenticeAgreements" ADD COLUMN "guardianInviteSentAt" text;--> statement-breakpoint
ALTER TABLE "apprenticeAgreements" ADD COLUMN "guardianSignature" text;--> statement-breakpoint
ALTER TABLE "apprenticeAgreements" ADD COLUMN "guardianSignatureDate" text;--> statement-breakpoint
ALTER TABLE "apprenticeAgreements" ADD COLUMN "guardianIpAddress" text;--> statement-breakpoint
ALTER TABLE "apprenticeAgreements" ADD COLUMN "guardianSignedAt" text;--> statement-breakpoint
-- Agreements signed before co-signatures: the apprentice signed when the agreement was.
UPDATE "apprenticeAgreements" SET "apprenticeSignedAt" = "signedAt" WHERE "signedAt" IS NOT NULL;
