CREATE TYPE "public"."currency" AS ENUM('JPY', 'THB', 'USD');--> statement-breakpoint
CREATE TYPE "public"."offer_status" AS ENUM('draft', 'waiting_for_approval', 'published', 'remand', 'rejection');--> statement-breakpoint
CREATE TYPE "public"."offer_type" AS ENUM('sell', 'buy');--> statement-breakpoint
CREATE TABLE "offer_favorites" (
	"offer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_favorites_offer_id_user_id_pk" PRIMARY KEY("offer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "offer_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"offer_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_managers" (
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_managers_organisation_id_user_id_pk" PRIMARY KEY("organisation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "offer_views" (
	"offer_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "offer_views_offer_id_organisation_id_day_pk" PRIMARY KEY("offer_id","organisation_id","day")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_no" bigserial NOT NULL,
	"organisation_id" uuid NOT NULL,
	"bank_id" uuid NOT NULL,
	"branch_id" uuid,
	"type" "offer_type" NOT NULL,
	"status" "offer_status" NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"features" text DEFAULT '' NOT NULL,
	"requests" text DEFAULT '' NOT NULL,
	"price_min" bigint,
	"price_max" bigint,
	"currency" "currency" DEFAULT 'JPY' NOT NULL,
	"period_start" date,
	"period_end" date,
	"target_country" text,
	"industry_major_id" uuid,
	"industry_middle_id" uuid,
	"bank_remarks" text,
	"remand_reason" text,
	"denial_reason" text,
	"views_count" integer DEFAULT 0 NOT NULL,
	"favorites_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "offers_offer_no_unique" UNIQUE("offer_no"),
	CONSTRAINT "offers_price_range" CHECK ("offers"."price_min" IS NULL OR "offers"."price_max" IS NULL OR "offers"."price_min" <= "offers"."price_max"),
	CONSTRAINT "offers_period_order" CHECK ("offers"."period_start" IS NULL OR "offers"."period_end" IS NULL OR "offers"."period_start" < "offers"."period_end")
);
--> statement-breakpoint
ALTER TABLE "offer_favorites" ADD CONSTRAINT "offer_favorites_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_favorites" ADD CONSTRAINT "offer_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_favorites" ADD CONSTRAINT "offer_favorites_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_images" ADD CONSTRAINT "offer_images_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_images" ADD CONSTRAINT "offer_images_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_images" ADD CONSTRAINT "offer_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_managers" ADD CONSTRAINT "offer_managers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_managers" ADD CONSTRAINT "offer_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_views" ADD CONSTRAINT "offer_views_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_views" ADD CONSTRAINT "offer_views_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_bank_id_organisations_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_target_country_countries_code_fk" FOREIGN KEY ("target_country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_industry_major_id_industries_id_fk" FOREIGN KEY ("industry_major_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_industry_middle_id_industries_id_fk" FOREIGN KEY ("industry_middle_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_favorites_user_idx" ON "offer_favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "offer_images_offer_idx" ON "offer_images" USING btree ("offer_id","position");--> statement-breakpoint
CREATE INDEX "offers_organisation_idx" ON "offers" USING btree ("organisation_id","updated_at");--> statement-breakpoint
CREATE INDEX "offers_bank_status_idx" ON "offers" USING btree ("bank_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "offers_status_updated_idx" ON "offers" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "offers_search_grams_idx" ON "offers" USING gin ("search_grams") WHERE status = 'published' AND is_public AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "offers_search_created_idx" ON "offers" USING btree ("created_at","id") WHERE status = 'published' AND is_public AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "offers_search_updated_idx" ON "offers" USING btree ("updated_at","id") WHERE status = 'published' AND is_public AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "offers_search_filters_idx" ON "offers" USING btree ("type","target_country","industry_middle_id") WHERE status = 'published' AND is_public AND deleted_at IS NULL;