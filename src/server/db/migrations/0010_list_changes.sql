CREATE TABLE "list_changes" (
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"activity_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "list_changes_xid_idx" ON "list_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "list_changes_changed_at_idx" ON "list_changes" USING btree ("changed_at");--> statement-breakpoint
-- Every write to an activity or its occurrences, by any path (API, imports, seed, psql, another app
-- process), leaves the ids it touched with its transaction id; each app process's list index asks for
-- the changes its snapshot could not see yet (decision 0016). One row per activity and statement.
CREATE OR REPLACE FUNCTION list_changes_of_activities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_changes (activity_id) SELECT DISTINCT id FROM changed_rows;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION list_changes_of_occurrences() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_changes (activity_id) SELECT DISTINCT activity_id FROM changed_rows;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER activities_list_insert AFTER INSERT ON activities REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_changes_of_activities();--> statement-breakpoint
CREATE TRIGGER activities_list_update AFTER UPDATE ON activities REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_changes_of_activities();--> statement-breakpoint
CREATE TRIGGER activities_list_delete AFTER DELETE ON activities REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_changes_of_activities();--> statement-breakpoint
CREATE TRIGGER occurrences_list_insert AFTER INSERT ON activity_occurrences REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_changes_of_occurrences();--> statement-breakpoint
CREATE TRIGGER occurrences_list_update AFTER UPDATE ON activity_occurrences REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_changes_of_occurrences();--> statement-breakpoint
CREATE TRIGGER occurrences_list_delete AFTER DELETE ON activity_occurrences REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_changes_of_occurrences();
