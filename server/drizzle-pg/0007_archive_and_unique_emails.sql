DROP INDEX "users_email";--> statement-breakpoint
ALTER TABLE "cohorts" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree ("email" NULLS FIRST);