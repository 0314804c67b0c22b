CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source_url" text,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"subtitle" text,
	"subtitle_en" text,
	"description" text,
	"description_en" text,
	"ontmoetingsscore" smallint DEFAULT 3 NOT NULL,
	"ontmoetingsscore_explanation" text,
	"ontmoetingsscore_explanation_en" text,
	"activity_type" text DEFAULT 'one-time' NOT NULL,
	"period_type" text,
	"start_date" date,
	"start_time" text,
	"end_date" date,
	"end_time" text,
	"recurring_start_date" date,
	"recurring_end_date" date,
	"recurring_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"recurring_frequency" text,
	"recurring_pattern" text,
	"recurring_start_time" text,
	"recurring_end_time" text,
	"price" text DEFAULT 'Gratis' NOT NULL,
	"price_en" text,
	"meeting_point" text NOT NULL,
	"meeting_point_en" text,
	"street_address" text NOT NULL,
	"street_address_en" text,
	"city" text NOT NULL,
	"city_en" text,
	"postal_code" text NOT NULL,
	"website_url" text,
	"ticket_url" text,
	"contact_phone" text,
	"contact_person" text,
	"keywords" text,
	"keywords_en" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_id" integer,
	"portal_id" integer NOT NULL,
	CONSTRAINT "activities_score_check" CHECK ("activities"."ontmoetingsscore" between 1 and 5),
	CONSTRAINT "activities_type_check" CHECK ("activities"."activity_type" in ('one-time', 'recurring'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"favorited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_activity_id_pk" PRIMARY KEY("user_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"thumb_data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_content_hash_unique" UNIQUE("content_hash")
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participants_user_id_activity_id_pk" PRIMARY KEY("user_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "portals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"image_id" integer,
	"type" text NOT NULL,
	"city" text,
	"website_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portals_slug_unique" UNIQUE("slug"),
	CONSTRAINT "portals_type_check" CHECK ("portals"."type" in ('city', 'organization'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"email" text,
	"first_name" text,
	"last_name" text,
	"avatar_image_id" integer,
	"phone" text,
	"location" text,
	"bio" text,
	"hobbies" text,
	"calls" integer,
	"age" integer,
	"is_admin" boolean DEFAULT false NOT NULL,
	"gender" text,
	"google_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_google_id_unique" UNIQUE("google_id"),
	CONSTRAINT "users_gender_check" CHECK ("users"."gender" is null or "users"."gender" in ('man', 'vrouw', 'neutraal'))
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_portal_id_portals_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portals" ADD CONSTRAINT "portals_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_image_id_images_id_fk" FOREIGN KEY ("avatar_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_portal_idx" ON "activities" USING btree ("portal_id");--> statement-breakpoint
CREATE INDEX "activities_created_idx" ON "activities" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "favorites_activity_idx" ON "favorites" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "participants_activity_idx" ON "participants" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));