-- Change stamps of the tables the data API lists (features/data-access/read-page-pg.ts): a list's
-- total and its deep-page anchors are cached per process and keyed by the stamps of the tables its
-- query reads. Every statement that writes a table gives its row a new stamp, in the writing
-- transaction: that transaction sees its own stamp, other processes see it when it commits.
-- Stamps come from a sequence, so a rolled-back stamp is never given again. Statement-level: one
-- primary-key update per statement, not per row.
CREATE SEQUENCE "listStamps_next";
--> statement-breakpoint
CREATE TABLE "listStamps" ("name" text PRIMARY KEY, "stamp" bigint NOT NULL);
--> statement-breakpoint
CREATE FUNCTION "listStamps_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listStamps" SET stamp = nextval('"listStamps_next"') WHERE name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Each table with a data-API policy (features/data-access/policies), and the organization link
-- table of courses (its SQL names it unquoted, hence lower case).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['analyticsEvents', 'apprenticeAgreements', 'apprenticeshipTemplates', 'apprenticeshipUsers', 'apprenticeships', 'auditEvents', 'chatMessageContents', 'chatMessages', 'chatSessions', 'cohorts', 'courseTopics', 'courses', 'coursesorglinks', 'dashboards', 'documents', 'employerAgreements', 'employerProfiles', 'files', 'instructionProviders', 'integrations', 'invites', 'jobProfiles', 'locations', 'mailOutbox', 'materials', 'notifications', 'organizations', 'pageLinks', 'pages', 'pathways', 'projects', 'resourceGroups', 'resources', 'userProfiles', 'users', 'wageSchedules', 'widgets'] LOOP
    INSERT INTO "listStamps" (name, stamp) VALUES (t, nextval('"listStamps_next"'));
    EXECUTE format('CREATE TRIGGER "listStamps_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "listStamps_bump"()', t);
  END LOOP;
END $$;
