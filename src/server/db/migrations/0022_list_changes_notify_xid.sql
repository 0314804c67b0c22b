-- The notice of a change to the list carries the transaction's id, so that a process whose list index
-- already holds that transaction (its snapshot sees it: the process's own write, or a catch-up that
-- began after the commit) need not catch up again (decision 0042). One notice per transaction, as before:
-- PostgreSQL folds a transaction's notices with the same payload into one.
CREATE OR REPLACE FUNCTION list_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('list_changes', pg_current_xact_id()::text);
  RETURN NULL;
END
$$;
