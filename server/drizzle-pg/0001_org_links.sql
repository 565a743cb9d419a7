-- The organization link table of courses.orgIds (server/src/db/org-links.ts), kept in sync by a
-- trigger as on SQLite. Names are unquoted, as listedInOrg writes them.
CREATE TABLE coursesOrgLinks (orgId text NOT NULL, rowId text NOT NULL, PRIMARY KEY (orgId, rowId));
--> statement-breakpoint
CREATE INDEX coursesOrgLinks_row ON coursesOrgLinks (rowId);
--> statement-breakpoint
CREATE FUNCTION coursesOrgLinks_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM coursesOrgLinks WHERE rowId = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND jsonb_typeof(NEW."orgIds") = 'array' THEN
    INSERT INTO coursesOrgLinks (orgId, rowId)
      SELECT e #>> '{}', NEW.id FROM jsonb_array_elements(NEW."orgIds") e WHERE jsonb_typeof(e) = 'string'
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER coursesOrgLinks_sync AFTER INSERT OR DELETE OR UPDATE OF id, "orgIds" ON courses FOR EACH ROW EXECUTE FUNCTION coursesOrgLinks_sync();
