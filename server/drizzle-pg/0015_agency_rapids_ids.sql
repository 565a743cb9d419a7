ALTER TABLE "employerProfiles" ADD COLUMN "rapidsId" text;--> statement-breakpoint
ALTER TABLE "instructionProviders" ADD COLUMN "rapidsId" text;--> statement-breakpoint
ALTER TABLE "wageSchedules" ADD COLUMN "rapidsId" text;