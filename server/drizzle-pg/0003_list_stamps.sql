-- Change stamps and row counts of the tables the data API lists (features/data-access/
-- read-page-pg.ts): a list's total and its deep-page anchors are cached per process and keyed by
-- the stamps of the tables its query reads, and an unfiltered total is the table's row count here.
-- Every statement that writes a table gives its row a new stamp (and its new count), in the writing
-- transaction: that transaction sees its own, other processes see it when it commits. Stamps come
-- from a sequence, so a rolled-back stamp is never given again. Statement-level triggers: one
-- primary-key update per statement, not per row (inserted and deleted rows are counted from the
-- statement's transition table).
CREATE SEQUENCE "listStamps_next";
--> statement-breakpoint
CREATE TABLE "listStamps" ("name" text PRIMARY KEY, "stamp" bigint NOT NULL, "rows" bigint NOT NULL);
--> statement-breakpoint
CREATE FUNCTION "listStamps_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "listStamps" SET stamp = nextval('"listStamps_next"'), "rows" = "rows" + (SELECT count(*) FROM changed) WHERE name = TG_TABLE_NAME;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "listStamps" SET stamp = nextval('"listStamps_next"'), "rows" = "rows" - (SELECT count(*) FROM changed) WHERE name = TG_TABLE_NAME;
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE "listStamps" SET stamp = nextval('"listStamps_next"'), "rows" = 0 WHERE name = TG_TABLE_NAME;
  ELSE
    UPDATE "listStamps" SET stamp = nextval('"listStamps_next"') WHERE name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Each table with a data-API policy (features/data-access/policies); the organization link table
-- of courses is covered by courses' stamp (only its triggers write it). A trigger with a transition
-- table has one event: three triggers a table. The table is counted after its triggers exist (they
-- lock out writers until the migration commits).
DO $$
DECLARE
  t text;
  n bigint;
BEGIN
  FOREACH t IN ARRAY ARRAY['analyticsEvents', 'apprenticeAgreements', 'apprenticeshipTemplates', 'apprenticeshipUsers', 'apprenticeships', 'auditEvents', 'chatMessageContents', 'chatMessages', 'chatSessions', 'cohorts', 'courseTopics', 'courses', 'dashboards', 'documents', 'employerAgreements', 'employerProfiles', 'files', 'instructionProviders', 'integrations', 'invites', 'jobProfiles', 'locations', 'mailOutbox', 'materials', 'notifications', 'organizations', 'pageLinks', 'pages', 'pathways', 'projects', 'resourceGroups', 'resources', 'userProfiles', 'users', 'wageSchedules', 'widgets'] LOOP
    EXECUTE format('CREATE TRIGGER "listStamps_ins" AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "listStamps_bump"()', t);
    EXECUTE format('CREATE TRIGGER "listStamps_del" AFTER DELETE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "listStamps_bump"()', t);
    EXECUTE format('CREATE TRIGGER "listStamps_upd" AFTER UPDATE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "listStamps_bump"()', t);
    EXECUTE format('SELECT count(*) FROM %I', t) INTO n;
    INSERT INTO "listStamps" (name, stamp, "rows") VALUES (t, nextval('"listStamps_next"'), n);
  END LOOP;
END $$;
