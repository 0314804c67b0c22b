ALTER TABLE "activities" ADD COLUMN "next_ends_at" timestamp;--> statement-breakpoint
CREATE INDEX "activities_next_ends_idx" ON "activities" USING btree ("next_ends_at") WHERE "activities"."next_ends_at" is not null;--> statement-breakpoint
-- A session's times now decide when it is over (next_ends_at), so a changed time makes the row stale too.
CREATE OR REPLACE FUNCTION activities_mark_occurrences_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ROW(NEW.activity_type, NEW.start_date, NEW.end_date, NEW.recurring_start_date, NEW.recurring_end_date,
         NEW.recurring_days, NEW.recurring_frequency, NEW.recurring_pattern,
         NEW.start_time, NEW.end_time, NEW.recurring_start_time, NEW.recurring_end_time)
     IS DISTINCT FROM
     ROW(OLD.activity_type, OLD.start_date, OLD.end_date, OLD.recurring_start_date, OLD.recurring_end_date,
         OLD.recurring_days, OLD.recurring_frequency, OLD.recurring_pattern,
         OLD.start_time, OLD.end_time, OLD.recurring_start_time, OLD.recurring_end_time) THEN
    NEW.occurrences_stale := true;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER activities_mark_occurrences_stale ON activities;--> statement-breakpoint
CREATE TRIGGER activities_mark_occurrences_stale
  BEFORE UPDATE OF activity_type, start_date, end_date, recurring_start_date, recurring_end_date,
    recurring_days, recurring_frequency, recurring_pattern,
    start_time, end_time, recurring_start_time, recurring_end_time
  ON activities FOR EACH ROW EXECUTE FUNCTION activities_mark_occurrences_stale();--> statement-breakpoint
-- Existing rows get their next_ends_at (and a next_date that knows the clock) at the next start.
UPDATE activities SET occurrences_stale = true;
