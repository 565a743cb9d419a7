-- PostgreSQL's counterparts of the SQLite search tables that drizzle-kit cannot express (the FTS5
-- tables of features/occupations/load-occupation-data.ts and db/text-search.ts). Both extensions are
-- trusted: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Words stemmed as FTS5's porter tokenizer does, but no stop words: 'it support' and 'all' must match.
CREATE TEXT SEARCH DICTIONARY pathcraft_stem (TEMPLATE = snowball, LANGUAGE = english);
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION pathcraft_search (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION pathcraft_search ALTER MAPPING FOR asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part, hword_numpart WITH pathcraft_stem;
--> statement-breakpoint
-- Occupation search documents, filled by the occupation data loader (one per title; one per
-- occupation, weighted A title, B other titles, C description; one per certification).
CREATE TABLE "occTitleSearch" ("id" integer PRIMARY KEY, "document" tsvector NOT NULL);
--> statement-breakpoint
CREATE INDEX "occTitleSearch_document" ON "occTitleSearch" USING gin ("document");
--> statement-breakpoint
CREATE TABLE "occOccupationSearch" ("code" text PRIMARY KEY, "document" tsvector NOT NULL);
--> statement-breakpoint
CREATE INDEX "occOccupationSearch_document" ON "occOccupationSearch" USING gin ("document");
--> statement-breakpoint
CREATE TABLE "occCertificationSearch" ("id" integer PRIMARY KEY, "document" tsvector NOT NULL);
--> statement-breakpoint
CREATE INDEX "occCertificationSearch_document" ON "occCertificationSearch" USING gin ("document");
--> statement-breakpoint
-- The title vocabulary: candidate corrections for misspelt words by shared trigrams.
CREATE TABLE "occSearchWords" ("word" text PRIMARY KEY, "freq" integer NOT NULL);
--> statement-breakpoint
CREATE INDEX "occSearchWords_trgm" ON "occSearchWords" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- The data API's `ilike` (db/text-search.ts TEXT_SEARCH_COLUMNS): lower(col) LIKE '%…%' through a trigram index.
CREATE INDEX "users_name_trgm" ON "users" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin (lower("email") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "organizations_name_trgm" ON "organizations" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "courses_title_trgm" ON "courses" USING gin (lower("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "resources_name_trgm" ON "resources" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "materials_title_trgm" ON "materials" USING gin (lower("title") gin_trgm_ops);
