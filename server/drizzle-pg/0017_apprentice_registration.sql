ALTER TABLE "apprenticeshipUsers" ADD COLUMN "studentStatus" text;--> statement-breakpoint
ALTER TABLE "apprenticeshipUsers" ADD COLUMN "careerConnection" text;--> statement-breakpoint
ALTER TABLE "apprenticeshipUsers" ADD COLUMN "wioaParticipant" boolean;--> statement-breakpoint
ALTER TABLE "apprenticeshipUsers" ADD COLUMN "wioaType" text;--> statement-breakpoint
ALTER TABLE "apprenticeshipUsers" ADD COLUMN "careerLinkage" text;--> statement-breakpoint
ALTER TABLE "apprenticeshipUsers" ADD COLUMN "taaParticipant" boolean;--> statement-breakpoint
ALTER TABLE "apprenticeshipUsers" ADD COLUMN "ojtFundingSources" text;