-- The weekly e-mail of new activities: one row per ISO week it was sent for, the claim that keeps several
-- app processes from sending a week twice (features/activities/new-activities-digest.ts).
CREATE TABLE "new_activities_digests" (
	"week" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL
);
