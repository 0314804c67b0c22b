ALTER TABLE "activities" ADD COLUMN "head_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "activities_head_search_idx" ON "activities" USING gin ("head_vector");--> statement-breakpoint
-- The short texts get a vector of their own: matches there are the first relevance tier, found by
-- walking the list order (next_date) instead of ranking every match of a common word.
CREATE OR REPLACE FUNCTION activities_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  heading text := unaccent(concat_ws(' ', NEW.title, NEW.title_en));
  summary text := unaccent(concat_ws(' ', NEW.subtitle, NEW.subtitle_en, NEW.keywords, NEW.keywords_en,
    array_to_string(NEW.tags, ' '), NEW.city, NEW.city_en));
  body text := unaccent(concat_ws(' ', NEW.description, NEW.description_en));
BEGIN
  NEW.head_vector :=
    setweight(to_tsvector('dutch', heading), 'A') || setweight(to_tsvector('english', heading), 'A') ||
    setweight(to_tsvector('dutch', summary), 'B') || setweight(to_tsvector('english', summary), 'B');
  NEW.search_vector := NEW.head_vector ||
    setweight(to_tsvector('dutch', body), 'C') || setweight(to_tsvector('english', body), 'C');
  -- The short texts only, for trigram (typo) matching: a description would match almost anything.
  NEW.search_text := lower(unaccent(concat_ws(' ', NEW.title, NEW.title_en, NEW.subtitle, NEW.subtitle_en,
    NEW.keywords, NEW.keywords_en, array_to_string(NEW.tags, ' '), NEW.city)));
  RETURN NEW;
END
$$;--> statement-breakpoint
UPDATE activities SET title = title;
