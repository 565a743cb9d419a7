CREATE TABLE "occLicenseOccupations" (
	"soc" text NOT NULL,
	"licenseId" text NOT NULL,
	CONSTRAINT "occLicenseOccupations_soc_licenseId_pk" PRIMARY KEY("soc","licenseId")
);
--> statement-breakpoint
CREATE TABLE "occLicenses" (
	"licenseId" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"title" text NOT NULL,
	"agency" text,
	"url" text,
	"updated" text,
	"requirements" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "occSponsorOccupations" (
	"soc" text NOT NULL,
	"sponsorId" text NOT NULL,
	CONSTRAINT "occSponsorOccupations_soc_sponsorId_pk" PRIMARY KEY("soc","sponsorId")
);
--> statement-breakpoint
CREATE TABLE "occSponsors" (
	"sponsorId" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"state" text NOT NULL,
	"zip" text,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"structure" text,
	"types" jsonb NOT NULL,
	"national" boolean NOT NULL,
	"website" text,
	"updated" text
);
--> statement-breakpoint
CREATE TABLE "occWordSounds" (
	"word" text PRIMARY KEY NOT NULL,
	"sound" text NOT NULL,
	"freq" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "occLicenses_state" ON "occLicenses" USING btree ("state" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "occSponsors_state" ON "occSponsors" USING btree ("state" NULLS FIRST);--> statement-breakpoint
CREATE INDEX "occWordSounds_sound" ON "occWordSounds" USING btree ("sound" NULLS FIRST);