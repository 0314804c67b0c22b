-- Search document of an activity, kept up to date by the database itself so that rows written by any
-- path (API, demo seed, imports, psql) are searchable. Both stemmers see every text, Dutch and English:
-- a Dutch query stemmed by the Dutch configuration meets the Dutch stems ("wandeling" and "Wandelen"
-- both become "wandel"), whatever language the person typed in.
CREATE OR REPLACE FUNCTION activities_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  heading text := unaccent(concat_ws(' ', NEW.title, NEW.title_en));
  summary text := unaccent(concat_ws(' ', NEW.subtitle, NEW.subtitle_en, NEW.keywords, NEW.keywords_en,
    array_to_string(NEW.tags, ' '), NEW.city, NEW.city_en));
  body text := unaccent(concat_ws(' ', NEW.description, NEW.description_en));
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('dutch', heading), 'A') || setweight(to_tsvector('english', heading), 'A') ||
    setweight(to_tsvector('dutch', summary), 'B') || setweight(to_tsvector('english', summary), 'B') ||
    setweight(to_tsvector('dutch', body), 'C') || setweight(to_tsvector('english', body), 'C');
  -- The short texts only, for trigram (typo) matching: a description would match almost anything.
  NEW.search_text := lower(unaccent(concat_ws(' ', NEW.title, NEW.title_en, NEW.subtitle, NEW.subtitle_en,
    NEW.keywords, NEW.keywords_en, array_to_string(NEW.tags, ' '), NEW.city)));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER activities_search_refresh
  BEFORE INSERT OR UPDATE OF title, title_en, subtitle, subtitle_en, description, description_en,
    keywords, keywords_en, tags, city, city_en
  ON activities FOR EACH ROW EXECUTE FUNCTION activities_search_refresh();--> statement-breakpoint
-- A row whose dates change by any path is marked stale; the app rematerialises its occurrences
-- (at once when the change went through the API, otherwise at the next start or daily top-up).
CREATE OR REPLACE FUNCTION activities_mark_occurrences_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ROW(NEW.activity_type, NEW.start_date, NEW.end_date, NEW.recurring_start_date, NEW.recurring_end_date,
         NEW.recurring_days, NEW.recurring_frequency, NEW.recurring_pattern)
     IS DISTINCT FROM
     ROW(OLD.activity_type, OLD.start_date, OLD.end_date, OLD.recurring_start_date, OLD.recurring_end_date,
         OLD.recurring_days, OLD.recurring_frequency, OLD.recurring_pattern) THEN
    NEW.occurrences_stale := true;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER activities_mark_occurrences_stale
  BEFORE UPDATE OF activity_type, start_date, end_date, recurring_start_date, recurring_end_date,
    recurring_days, recurring_frequency, recurring_pattern
  ON activities FOR EACH ROW EXECUTE FUNCTION activities_mark_occurrences_stale();--> statement-breakpoint
-- Rows that existed before this migration get their search document now.
UPDATE activities SET title = title;
