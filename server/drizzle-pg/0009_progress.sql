CREATE TABLE "competencySignoffs" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"apprenticeshipId" text NOT NULL,
	"userId" text NOT NULL,
	"competencyId" text NOT NULL,
	"signedOffBy" text NOT NULL,
	"signedOffAt" text NOT NULL,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hoursLogs" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"apprenticeshipId" text NOT NULL,
	"userId" text NOT NULL,
	"employerProfileId" text,
	"weekStart" text NOT NULL,
	"entries" jsonb NOT NULL,
	"totalHours" double precision NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"submittedAt" text NOT NULL,
	"reviewedBy" text,
	"reviewedAt" text,
	"reviewComment" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructionHours" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"apprenticeshipId" text NOT NULL,
	"userId" text NOT NULL,
	"instructionProviderId" text,
	"date" text NOT NULL,
	"hours" double precision NOT NULL,
	"note" text,
	"recordedBy" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wageStepsDue" (
	"id" text PRIMARY KEY NOT NULL,
	"orgId" text NOT NULL,
	"apprenticeshipId" text NOT NULL,
	"userId" text NOT NULL,
	"employerProfileId" text,
	"wageScheduleId" text,
	"period" integer NOT NULL,
	"wageAmount" double precision NOT NULL,
	"hoursAtDue" double precision NOT NULL,
	"dueAt" text NOT NULL,
	"notifiedAt" text,
	"confirmedAt" text,
	"confirmedBy" text,
	"createdAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updatedAt" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "competencySignoffs_one" ON "competencySignoffs" USING btree ("apprenticeshipId" NULLS FIRST,"userId" NULLS FIRST,"competencyId" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "competencySignoffs_list_signedOffAt" ON "competencySignoffs" USING btree ("signedOffAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "competencySignoffs_org_list_signedOffAt" ON "competencySignoffs" USING btree ("orgId" NULLS FIRST,"signedOffAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "hoursLogs_week" ON "hoursLogs" USING btree ("apprenticeshipId" NULLS FIRST,"userId" NULLS FIRST,"weekStart" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "hoursLogs_user" ON "hoursLogs" USING btree ("userId" NULLS FIRST,"weekStart" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "hoursLogs_status" ON "hoursLogs" USING btree ("apprenticeshipId" NULLS FIRST,"status" NULLS FIRST,"weekStart" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "hoursLogs_employer" ON "hoursLogs" USING btree ("employerProfileId" NULLS FIRST,"status" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "hoursLogs_list_weekStart" ON "hoursLogs" USING btree ("weekStart" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "hoursLogs_org_list_weekStart" ON "hoursLogs" USING btree ("orgId" NULLS FIRST,"weekStart" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "instructionHours_user" ON "instructionHours" USING btree ("apprenticeshipId" NULLS FIRST,"userId" NULLS FIRST,"date" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "instructionHours_list_date" ON "instructionHours" USING btree ("date" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "instructionHours_org_list_date" ON "instructionHours" USING btree ("orgId" NULLS FIRST,"date" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "wageStepsDue_one" ON "wageStepsDue" USING btree ("apprenticeshipId" NULLS FIRST,"userId" NULLS FIRST,"period" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wageStepsDue_open" ON "wageStepsDue" USING btree ("employerProfileId" NULLS FIRST,"confirmedAt" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wageStepsDue_list_dueAt" ON "wageStepsDue" USING btree ("dueAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wageStepsDue_org_list_dueAt" ON "wageStepsDue" USING btree ("orgId" NULLS FIRST,"dueAt" DESC NULLS LAST,"id" NULLS FIRST);--> statement-breakpoint
-- The progress tables have data-API policies: they get change stamps and row counts like every
-- listed table (0003_list_stamps.sql).
DO $$
DECLARE
  t text;
  n bigint;
BEGIN
  FOREACH t IN ARRAY ARRAY['hoursLogs', 'instructionHours', 'competencySignoffs', 'wageStepsDue'] LOOP
    EXECUTE format('CREATE TRIGGER "listStamps_ins" AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "listStamps_bump"()', t);
    EXECUTE format('CREATE TRIGGER "listStamps_del" AFTER DELETE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "listStamps_bump"()', t);
    EXECUTE format('CREATE TRIGGER "listStamps_upd" AFTER UPDATE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "listStamps_bump"()', t);
    EXECUTE format('SELECT count(*) FROM %I', t) INTO n;
    INSERT INTO "listStamps" (name, stamp, "rows") VALUES (t, nextval('"listStamps_next"'), n);
  END LOOP;
END $$;
