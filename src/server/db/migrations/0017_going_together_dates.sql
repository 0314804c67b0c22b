CREATE TABLE "company_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"day" date,
	"sender_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "date_changes" (
	"activity_id" integer NOT NULL,
	"day" date NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"reason" text,
	"moved_to" date,
	"start_time" text,
	"end_time" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "date_changes_activity_id_day_pk" PRIMARY KEY("activity_id","day")
);
--> statement-breakpoint
CREATE TABLE "date_welcomers" (
	"activity_id" integer NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"where_to_find" text NOT NULL,
	"image_id" integer,
	CONSTRAINT "date_welcomers_activity_id_day_pk" PRIMARY KEY("activity_id","day")
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "recurring_dates" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "welcomer_name" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "welcomer_where" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "welcomer_image_id" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "next_date_full" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "company_note" text;--> statement-breakpoint
ALTER TABLE "company_messages" ADD CONSTRAINT "company_messages_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_messages" ADD CONSTRAINT "company_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_messages" ADD CONSTRAINT "company_messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_changes" ADD CONSTRAINT "date_changes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_welcomers" ADD CONSTRAINT "date_welcomers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_welcomers" ADD CONSTRAINT "date_welcomers_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_messages_sender_idx" ON "company_messages" USING btree ("sender_id","sent_at");--> statement-breakpoint
CREATE INDEX "company_messages_recipient_idx" ON "company_messages" USING btree ("recipient_id","sent_at");--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_welcomer_image_id_images_id_fk" FOREIGN KEY ("welcomer_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The dates of a 'dates' series decide its occurrences too, so a changed list makes the row stale.
CREATE OR REPLACE FUNCTION activities_mark_occurrences_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ROW(NEW.activity_type, NEW.start_date, NEW.end_date, NEW.recurring_start_date, NEW.recurring_end_date,
         NEW.recurring_days, NEW.recurring_frequency, NEW.recurring_pattern, NEW.recurring_dates,
         NEW.start_time, NEW.end_time, NEW.recurring_start_time, NEW.recurring_end_time)
     IS DISTINCT FROM
     ROW(OLD.activity_type, OLD.start_date, OLD.end_date, OLD.recurring_start_date, OLD.recurring_end_date,
         OLD.recurring_days, OLD.recurring_frequency, OLD.recurring_pattern, OLD.recurring_dates,
         OLD.start_time, OLD.end_time, OLD.recurring_start_time, OLD.recurring_end_time) THEN
    NEW.occurrences_stale := true;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER activities_mark_occurrences_stale ON activities;--> statement-breakpoint
CREATE TRIGGER activities_mark_occurrences_stale
  BEFORE UPDATE OF activity_type, start_date, end_date, recurring_start_date, recurring_end_date,
    recurring_days, recurring_frequency, recurring_pattern, recurring_dates,
    start_time, end_time, recurring_start_time, recurring_end_time
  ON activities FOR EACH ROW EXECUTE FUNCTION activities_mark_occurrences_stale();
