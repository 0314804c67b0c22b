CREATE TABLE "activity_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer,
	"via" text NOT NULL,
	"source_id" integer,
	"action" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_changes_via_check" CHECK ("activity_changes"."via" in ('hand', 'proposal', 'source', 'merge'))
);
--> statement-breakpoint
CREATE TABLE "calendar_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"portal_id" integer NOT NULL,
	"url" text NOT NULL,
	"kind" text,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_read_at" timestamp with time zone,
	"last_outcome" text,
	"last_error" text,
	"last_added" integer DEFAULT 0 NOT NULL,
	"last_changed" integer DEFAULT 0 NOT NULL,
	"last_ended" integer DEFAULT 0 NOT NULL,
	"body_digest" text,
	"next_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_organisers" (
	"user_id" integer NOT NULL,
	"portal_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_organisers_user_id_portal_id_pk" PRIMARY KEY("user_id","portal_id")
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"portal_id" integer NOT NULL,
	"proposer_id" integer,
	"source_id" integer,
	"source_key" text,
	"payload" jsonb NOT NULL,
	"title" text NOT NULL,
	"image_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"activity_id" integer,
	"likely_duplicates" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_status_check" CHECK ("proposals"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "activity_id" integer;--> statement-breakpoint
ALTER TABLE "activity_changes" ADD CONSTRAINT "activity_changes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_changes" ADD CONSTRAINT "activity_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_changes" ADD CONSTRAINT "activity_changes_source_id_calendar_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."calendar_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sources" ADD CONSTRAINT "calendar_sources_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_sources" ADD CONSTRAINT "calendar_sources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_organisers" ADD CONSTRAINT "portal_organisers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_organisers" ADD CONSTRAINT "portal_organisers_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_source_id_calendar_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."calendar_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_changes_activity_idx" ON "activity_changes" USING btree ("activity_id","id");--> statement-breakpoint
CREATE INDEX "activity_changes_created_idx" ON "activity_changes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_changes_user_idx" ON "activity_changes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_sources_portal_url_idx" ON "calendar_sources" USING btree ("portal_id","url");--> statement-breakpoint
CREATE INDEX "calendar_sources_next_read_idx" ON "calendar_sources" USING btree ("next_read_at") WHERE not "calendar_sources"."paused";--> statement-breakpoint
CREATE INDEX "portal_organisers_portal_idx" ON "portal_organisers" USING btree ("portal_id");--> statement-breakpoint
CREATE INDEX "proposals_pending_idx" ON "proposals" USING btree ("portal_id","created_at") WHERE "proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "proposals_proposer_idx" ON "proposals" USING btree ("proposer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_source_key_idx" ON "proposals" USING btree ("source_id","source_key");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_source_id_calendar_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."calendar_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_source_key_idx" ON "activities" USING btree ("source_id","source_key");--> statement-breakpoint
-- A report from going together names its activity in its details; organisers see the messages about
-- their portals' activities by this column from now on.
UPDATE "contact_messages" m SET "activity_id" = a."id"
  FROM "activities" a
  WHERE m."subject" = 'companyReport' AND m."details"->>'activityId' ~ '^[0-9]{1,9}$'
    AND a."id" = (m."details"->>'activityId')::integer;
