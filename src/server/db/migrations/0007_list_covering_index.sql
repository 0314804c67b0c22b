-- The list's filters (score, free, one-time, tags or category, city portal, open-ended date range)
-- are answered from this index alone (an index-only scan), together with the total of matches that
-- comes with the first page: before, every filter read the whole activities heap, whose rows are
-- about 3 KB each because of the texts and search vectors (1,955 pages for 5,000 activities against
-- 85 for this index). Drizzle cannot declare INCLUDE, so schema.ts names the key columns only.
DROP INDEX "activities_next_idx";--> statement-breakpoint
CREATE INDEX "activities_next_idx" ON "activities" USING btree ("next_date", "id")
  INCLUDE ("ontmoetingsscore", "is_free", "activity_type", "portal_id", "category", "tags", "city", "last_date");
