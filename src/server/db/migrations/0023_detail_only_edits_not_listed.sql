-- An update that changes only what an activity's own page shows (DETAIL_ONLY_FIELDS in
-- features/activities/writes.ts: a contact person, a phone number, a meeting point) and who changed it
-- when leaves the list as it was: no card, list filter or search reads those columns (tests/api/
-- activities-page-cache.test.ts). It is no longer a change to the list (decision 0044), so no process
-- catches up with it or forgets that activity's cards. Every other column counts, a new one included,
-- unless it is added to this list: tests/api/list-changes-detail-only.test.ts holds the list against
-- DETAIL_ONLY_FIELDS. No row, no insert: the insert's statement trigger (list_changes_notify) would
-- send a notice for nothing.
CREATE OR REPLACE FUNCTION list_changes_of_updated_activities() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  SELECT array_agg(DISTINCT n.id) INTO changed
  FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
  WHERE o.id IS NULL
    OR to_jsonb(n) - list_unseen_columns() IS DISTINCT FROM to_jsonb(o) - list_unseen_columns();
  IF changed IS NOT NULL THEN
    INSERT INTO list_changes (activity_id) SELECT unnest(changed);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION list_unseen_columns() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['ontmoetingsscore_explanation', 'ontmoetingsscore_explanation_en', 'welcomer_name',
    'welcomer_where', 'welcomer_image_id', 'meeting_point', 'meeting_point_en', 'street_address',
    'street_address_en', 'postal_code', 'website_url', 'ticket_url', 'contact_phone', 'contact_person',
    'updated_at', 'updated_by']
$$;--> statement-breakpoint
DROP TRIGGER activities_list_update ON activities;--> statement-breakpoint
CREATE TRIGGER activities_list_update AFTER UPDATE ON activities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_changes_of_updated_activities();
