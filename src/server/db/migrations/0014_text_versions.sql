CREATE TYPE "public"."version_origin" AS ENUM('author', 'bank');--> statement-breakpoint
CREATE TABLE "offer_translations" (
	"offer_id" uuid NOT NULL,
	"language" "language" NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"features" text DEFAULT '' NOT NULL,
	"requests" text DEFAULT '' NOT NULL,
	"origin" "version_origin" NOT NULL,
	"source_hash" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_translations_offer_id_language_pk" PRIMARY KEY("offer_id","language")
);
--> statement-breakpoint
CREATE TABLE "machine_translations" (
	"source_hash" text NOT NULL,
	"source_language" "language" NOT NULL,
	"target_language" "language" NOT NULL,
	"provider" text NOT NULL,
	"translated_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_translations_source_hash_source_language_target_language_pk" PRIMARY KEY("source_hash","source_language","target_language")
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "cloud_translation" boolean;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_translations" ADD CONSTRAINT "offer_translations_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_translations" ADD CONSTRAINT "offer_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The offers written before: their language by the script of their title (Thai letters, else kana or kanji, else English).
UPDATE "offers" SET "language" = (CASE WHEN "title" ~ '[ก-๛]' THEN 'th' WHEN "title" ~ '[ぁ-ヿ一-鿿]' THEN 'ja' ELSE 'en' END)::"language";
