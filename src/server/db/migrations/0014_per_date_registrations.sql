CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_key" text NOT NULL,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "mail_outbox_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date,
	"status" text NOT NULL,
	"every_time" boolean DEFAULT false NOT NULL,
	"coming_alone" boolean DEFAULT false NOT NULL,
	"wants_company" boolean DEFAULT false NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"promoted_at" timestamp with time zone,
	CONSTRAINT "registrations_person_date_key" UNIQUE NULLS NOT DISTINCT("activity_id","day","user_id"),
	CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('going', 'waitlisted', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "series_followers" (
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"coming_alone" boolean DEFAULT false NOT NULL,
	"wants_company" boolean DEFAULT false NOT NULL,
	"followed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_followers_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_followers" ADD CONSTRAINT "series_followers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_followers" ADD CONSTRAINT "series_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("send_after") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_date_order_idx" ON "registrations" USING btree ("activity_id","day","status","registered_at","id");--> statement-breakpoint
CREATE INDEX "registrations_user_idx" ON "registrations" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "registrations_promoted_idx" ON "registrations" USING btree ("promoted_at") WHERE "registrations"."promoted_at" is not null;--> statement-breakpoint
CREATE INDEX "series_followers_user_idx" ON "series_followers" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_capacity_check" CHECK ("activities"."capacity" is null or "activities"."capacity" between 1 and 100000);--> statement-breakpoint
-- Who took part in a whole activity before dates could be chosen (decision 0033): in a series they
-- follow it "every time" and take part in each date still to come; in a one-time activity they take
-- part in its date. No activity had a capacity yet, so everyone is going.
INSERT INTO "series_followers" ("activity_id", "user_id", "followed_at")
SELECT p."activity_id", p."user_id", p."registered_at"
FROM "participants" p JOIN "activities" a ON a."id" = p."activity_id"
WHERE a."activity_type" = 'recurring';--> statement-breakpoint
INSERT INTO "registrations" ("activity_id", "user_id", "day", "status", "every_time", "registered_at")
SELECT f."activity_id", f."user_id", o."day", 'going', true, f."followed_at"
FROM "series_followers" f JOIN "activity_occurrences" o ON o."activity_id" = f."activity_id"
WHERE o."day" >= (now() AT TIME ZONE 'Europe/Amsterdam')::date;--> statement-breakpoint
INSERT INTO "registrations" ("activity_id", "user_id", "day", "status", "registered_at")
SELECT p."activity_id", p."user_id", a."start_date", 'going', p."registered_at"
FROM "participants" p JOIN "activities" a ON a."id" = p."activity_id"
WHERE a."activity_type" <> 'recurring';
--> statement-breakpoint
-- Following a series means taking part in its dates, also those added later (decision 0033): whenever
-- a date still to come enters activity_occurrences (a new or edited series, the window moving on),
-- each follower gets a row for it, unless they have one (a `skipped` date stays skipped). Places are
-- given in the order people followed, under the date's lock that joining and leaving take too.
CREATE FUNCTION "registrations_follow_new_days"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d record;
BEGIN
  FOR d IN
    SELECT DISTINCT n."activity_id", n."day" FROM "added" n
    WHERE n."day" >= (now() AT TIME ZONE 'Europe/Amsterdam')::date
      AND EXISTS (SELECT 1 FROM "series_followers" f WHERE f."activity_id" = n."activity_id")
    ORDER BY n."activity_id", n."day"
  LOOP
    PERFORM pg_advisory_xact_lock(d."activity_id", d."day" - date '2000-01-01');
    INSERT INTO "registrations" ("activity_id", "user_id", "day", "status", "every_time", "coming_alone", "wants_company", "registered_at")
    SELECT f."activity_id", f."user_id", d."day",
      CASE WHEN a."capacity" IS NULL
        OR g."going" + row_number() OVER (ORDER BY f."followed_at", f."user_id") <= a."capacity"
      THEN 'going' ELSE 'waitlisted' END,
      true, f."coming_alone", f."wants_company", clock_timestamp()
    FROM "series_followers" f
    JOIN "activities" a ON a."id" = f."activity_id"
    CROSS JOIN (
      SELECT count(*)::int AS "going" FROM "registrations" r
      WHERE r."activity_id" = d."activity_id" AND r."day" = d."day" AND r."status" = 'going'
    ) g
    WHERE f."activity_id" = d."activity_id"
      AND NOT EXISTS (
        SELECT 1 FROM "registrations" r
        WHERE r."activity_id" = d."activity_id" AND r."day" = d."day" AND r."user_id" = f."user_id"
      )
    ORDER BY f."followed_at", f."user_id";
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "activity_occurrences_followers" AFTER INSERT ON "activity_occurrences"
REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "registrations_follow_new_days"();
