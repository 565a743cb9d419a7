-- The data API's text search in list order (features/data-access/read-page-pg.ts, the twin of
-- SQLite's labelled FTS5 index in db/text-search.ts). Each searchable column gets a GiST trigram
-- index whose second column is its row's "order group": the first 5 bytes (UTF-8) of the table's
-- default order column as a number. GiST hands out the matches of a LIKE in order of that number
-- (a nearest-neighbour scan, `group <-> -1`) and stops at a LIMIT, so a page of a search reads
-- about a page of matches instead of reading and sorting all of them. Under a byte-order collation
-- (C, C.UTF-8) every match of a lower group sorts before every match of a higher one.
-- btree_gist gives bigint its GiST operator class; like pg_trgm it is trusted.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- A null value's group is -1: nulls come first in the lists' ascending order.
CREATE FUNCTION "textSearchOrderGroup"(value text) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(('x' || rpad(encode(substring(convert_to(value, 'UTF8') FROM 1 FOR 5), 'hex'), 10, '0'))::bit(40)::bigint, -1)
$$;
--> statement-breakpoint
CREATE INDEX "users_name_order" ON "users" USING gist (lower("name") gist_trgm_ops, "textSearchOrderGroup"("name"));
--> statement-breakpoint
CREATE INDEX "users_email_order" ON "users" USING gist (lower("email") gist_trgm_ops, "textSearchOrderGroup"("name"));
--> statement-breakpoint
CREATE INDEX "organizations_name_order" ON "organizations" USING gist (lower("name") gist_trgm_ops, "textSearchOrderGroup"("name"));
--> statement-breakpoint
CREATE INDEX "courses_title_order" ON "courses" USING gist (lower("title") gist_trgm_ops, "textSearchOrderGroup"("title"));
--> statement-breakpoint
CREATE INDEX "resources_name_order" ON "resources" USING gist (lower("name") gist_trgm_ops, "textSearchOrderGroup"("name"));
--> statement-breakpoint
CREATE INDEX "materials_title_order" ON "materials" USING gist (lower("title") gist_trgm_ops, "textSearchOrderGroup"("title"));
