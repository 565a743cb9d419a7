ALTER TABLE "apprenticeAgreements" ADD COLUMN "newOrExistingEmployee" text;--> statement-breakpoint
ALTER TABLE "userProfiles" ADD COLUMN "newOrExistingEmployee" text;