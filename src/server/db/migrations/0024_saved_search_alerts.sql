CREATE TABLE "search_alert_queue" (
	"offer_id" uuid PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_alerts" (
	"user_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"saved_filter_id" uuid,
	"alert" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"told_at" timestamp with time zone,
	CONSTRAINT "search_alerts_user_id_offer_id_pk" PRIMARY KEY("user_id","offer_id"),
	CONSTRAINT "search_alerts_alert_check" CHECK ("search_alerts"."alert" IN ('immediate', 'daily'))
);
--> statement-breakpoint
ALTER TABLE "saved_filters" DROP CONSTRAINT "saved_filters_list_check";--> statement-breakpoint
ALTER TABLE "saved_filters" ADD COLUMN "alert" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD COLUMN "filter_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD COLUMN "terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD COLUMN "probe" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD COLUMN "price_min" bigint;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD COLUMN "price_max" bigint;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD COLUMN "price_currency" text;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD COLUMN "digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "search_alert_queue" ADD CONSTRAINT "search_alert_queue_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_saved_filter_id_saved_filters_id_fk" FOREIGN KEY ("saved_filter_id") REFERENCES "public"."saved_filters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_alerts_pending_idx" ON "search_alerts" USING btree ("saved_filter_id") WHERE "search_alerts"."told_at" IS NULL;--> statement-breakpoint
CREATE INDEX "search_alerts_offer_idx" ON "search_alerts" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "saved_filters_probe_idx" ON "saved_filters" USING gin ("probe") WHERE "saved_filters"."alert" <> 'none';--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_alert_check" CHECK ("saved_filters"."alert" IN ('none', 'immediate', 'daily') AND ("saved_filters"."alert" = 'none' OR "saved_filters"."list" = 'offer_search'));--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_list_check" CHECK ("saved_filters"."list" IN ('negotiations', 'offer_search'));