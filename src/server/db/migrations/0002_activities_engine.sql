CREATE TABLE "activity_occurrences" (
	"activity_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "activity_occurrences_activity_id_day_pk" PRIMARY KEY("activity_id","day")
);
--> statement-breakpoint
CREATE TABLE "occurrence_window" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"refreshed_on" date NOT NULL,
	CONSTRAINT "occurrence_window_single_row" CHECK ("occurrence_window"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "next_date" date;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "last_date" date;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "occurrences_stale" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "is_free" boolean GENERATED ALWAYS AS ("price" ~* '^\s*(?:(?:gratis|free|kosteloos)(?:[^a-z].*)?|€?\s*0+(?:[.,]0+)?(?:\s*,-)?(?:\s*euro)?)?\s*$') STORED;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "activity_occurrences" ADD CONSTRAINT "activity_occurrences_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_occurrences_day_idx" ON "activity_occurrences" USING btree ("day","activity_id");--> statement-breakpoint
CREATE INDEX "activities_next_idx" ON "activities" USING btree ("next_date","id");--> statement-breakpoint
CREATE INDEX "activities_archive_idx" ON "activities" USING btree ("last_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "activities"."next_date" is null;--> statement-breakpoint
CREATE INDEX "activities_city_idx" ON "activities" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "activities_tags_idx" ON "activities" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "activities_search_idx" ON "activities" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "activities_search_trgm_idx" ON "activities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_stale_idx" ON "activities" USING btree ("id") WHERE "activities"."occurrences_stale";