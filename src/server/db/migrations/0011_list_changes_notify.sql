-- Each app process's list index listens on the channel list_changes (decision 0020): a change logged by
-- any path tells every listening process at its commit, and a process that heard nothing since it read
-- its list index need not ask the database whether anything changed before answering a list. One
-- notice per statement; PostgreSQL folds identical notices of one transaction into one.
CREATE OR REPLACE FUNCTION list_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('list_changes', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER list_changes_notify AFTER INSERT ON list_changes
  FOR EACH STATEMENT EXECUTE FUNCTION list_changes_notify();
