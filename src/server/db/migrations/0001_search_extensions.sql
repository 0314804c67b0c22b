-- Typo-tolerant search (trigram similarity) and accent-insensitive search ("cafe" finds "café").
-- Both are contrib modules shipped with PostgreSQL; the embedded PGlite loads them at connect.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
