CREATE TABLE "offer_introductions" (
	"offer_id" uuid NOT NULL,
	"suggested_id" uuid NOT NULL,
	"bank_id" uuid NOT NULL,
	"introduced_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offer_introductions_offer_id_suggested_id_pk" PRIMARY KEY("offer_id","suggested_id")
);
--> statement-breakpoint
CREATE TABLE "offer_suggestion_queue" (
	"offer_id" uuid PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_suggestions" (
	"offer_id" uuid NOT NULL,
	"suggested_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"industry" smallint NOT NULL,
	"price_overlap" boolean NOT NULL,
	"groups" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offer_suggestions_offer_id_suggested_id_pk" PRIMARY KEY("offer_id","suggested_id")
);
--> statement-breakpoint
ALTER TABLE "offer_introductions" ADD CONSTRAINT "offer_introductions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_introductions" ADD CONSTRAINT "offer_introductions_suggested_id_offers_id_fk" FOREIGN KEY ("suggested_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_introductions" ADD CONSTRAINT "offer_introductions_bank_id_organisations_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_introductions" ADD CONSTRAINT "offer_introductions_introduced_by_users_id_fk" FOREIGN KEY ("introduced_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_suggestion_queue" ADD CONSTRAINT "offer_suggestion_queue_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_suggestions" ADD CONSTRAINT "offer_suggestions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_suggestions" ADD CONSTRAINT "offer_suggestions_suggested_id_offers_id_fk" FOREIGN KEY ("suggested_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_introductions_suggested_idx" ON "offer_introductions" USING btree ("suggested_id");--> statement-breakpoint
CREATE INDEX "offer_suggestions_rank_idx" ON "offer_suggestions" USING btree ("offer_id","score");--> statement-breakpoint
CREATE INDEX "offer_suggestions_suggested_idx" ON "offer_suggestions" USING btree ("suggested_id");--> statement-breakpoint
CREATE INDEX "offer_suggestions_recent_idx" ON "offer_suggestions" USING btree ("computed_at","score");