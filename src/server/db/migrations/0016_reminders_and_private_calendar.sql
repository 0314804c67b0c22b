ALTER TABLE "users" ADD COLUMN "reminder_time" text DEFAULT '18:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar_token_hash_unique" UNIQUE("calendar_token_hash");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reminder_time_check" CHECK ("users"."reminder_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');