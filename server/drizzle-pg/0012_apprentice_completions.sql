CREATE TABLE "apprenticeCompletions" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"apprenticeshipId" text NOT NULL,
	"userId" text NOT NULL,
	"completedAt" text NOT NULL,
	"apprenticeName" text NOT NULL,
	"programTitle" text NOT NULL,
	"occupationName" text,
	"rapidsCode" text,
	"sponsorName" text,
	"ojtHours" double precision NOT NULL,
	"rtiHours" double precision NOT NULL,
	"competencies" integer NOT NULL,
	"dataHash" text NOT NULL,
	"pdfHash" text NOT NULL,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "apprenticeCompletions_one" ON "apprenticeCompletions" USING btree ("apprenticeshipId" NULLS FIRST,"userId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeCompletions_list_completedAt" ON "apprenticeCompletions" USING btree ("completedAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "apprenticeCompletions_org_list_completedAt" ON "apprenticeCompletions" USING btree ("orgId" NULLS FIRST,"completedAt" DESC NULLS LAST,"id" NULLS FIRST);