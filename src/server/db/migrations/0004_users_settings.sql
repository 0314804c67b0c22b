ALTER TABLE "users" ADD COLUMN "show_contact_info" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "push_notifications" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "activity_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "new_activities" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_emails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "users_directory_search_idx" ON "users" USING gin ((lower(coalesce("username", '') || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("bio", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_admin_search_idx" ON "users" USING gin ((lower(coalesce("username", '') || ' ' || coalesce("email", '') || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) gin_trgm_ops);