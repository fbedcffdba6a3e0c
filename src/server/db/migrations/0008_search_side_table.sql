-- The search's side table (docs/decisions/023-search-side-table.md): the offers partners may ever
-- find by search, narrowed to the columns the search reads. The database keeps it: the trigger
-- below rewrites an offer's row from the view offer_search_source in the same transaction as any
-- write to offers that changes one of its columns, whatever wrote it.
CREATE TABLE "offer_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"bank_id" uuid NOT NULL,
	"type" "offer_type" NOT NULL,
	"status" "offer_status" NOT NULL,
	"is_public" boolean NOT NULL,
	"period_start" date,
	"period_end" date,
	"target_country" text,
	"industry_major_id" uuid,
	"industry_middle_id" uuid,
	"search_grams" text[] NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
-- Which offers the side table holds, and what it holds of each: the one definition, read by the
-- trigger for one offer and by offer_search_rebuild() for all of them. Its grams are the offer's
-- plus one "filter gram" per filter value ('@t:sell', '@c:TH', '@i:E', '@i:25'; industry codes are
-- unique across levels), so that a keyword search's GIN scan intersects the filters too (the
-- repository adds the same grams to the term, offer-search.repository.ts `filterGrams`). A keyword
-- gram is at most two characters, so it never equals a filter gram.
CREATE VIEW "offer_search_source" AS
  SELECT o."id", o."organisation_id", o."bank_id", o."type", o."status", o."is_public", o."period_start", o."period_end",
    o."target_country", o."industry_major_id", o."industry_middle_id",
    o."search_grams" || array_remove(ARRAY['@t:' || o."type"::text, '@c:' || o."target_country", '@i:' || major."code", '@i:' || middle."code"], NULL) AS "search_grams",
    o."search_text", o."created_at", o."updated_at", o."deleted_at"
  FROM "offers" AS o
    LEFT JOIN "industries" AS major ON major."id" = o."industry_major_id"
    LEFT JOIN "industries" AS middle ON middle."id" = o."industry_middle_id"
  WHERE o."status" = 'published' AND o."is_public" AND o."deleted_at" IS NULL;--> statement-breakpoint
CREATE FUNCTION offer_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "offer_search" WHERE "id" = OLD."id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "offer_search" ("id", "organisation_id", "bank_id", "type", "status", "is_public", "period_start", "period_end", "target_country", "industry_major_id", "industry_middle_id", "search_grams", "search_text", "created_at", "updated_at", "deleted_at")
      SELECT "id", "organisation_id", "bank_id", "type", "status", "is_public", "period_start", "period_end", "target_country", "industry_major_id", "industry_middle_id", "search_grams", "search_text", "created_at", "updated_at", "deleted_at" FROM "offer_search_source" WHERE "id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every side-table row again from the view (this migration's backfill; the bench's loader after a bulk load).
CREATE FUNCTION offer_search_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "offer_search";
  INSERT INTO "offer_search" ("id", "organisation_id", "bank_id", "type", "status", "is_public", "period_start", "period_end", "target_country", "industry_major_id", "industry_middle_id", "search_grams", "search_text", "created_at", "updated_at", "deleted_at")
    SELECT "id", "organisation_id", "bank_id", "type", "status", "is_public", "period_start", "period_end", "target_country", "industry_major_id", "industry_middle_id", "search_grams", "search_text", "created_at", "updated_at", "deleted_at" FROM "offer_search_source";
$$;--> statement-breakpoint
CREATE TRIGGER "offer_search_sync" AFTER INSERT OR DELETE ON "offers"
  FOR EACH ROW EXECUTE FUNCTION offer_search_sync();--> statement-breakpoint
-- Updates that change nothing the side table holds (a view or favourite counted, a review note) skip it.
CREATE TRIGGER "offer_search_sync_update" AFTER UPDATE ON "offers"
  FOR EACH ROW WHEN ((OLD."id", OLD."organisation_id", OLD."bank_id", OLD."type", OLD."status", OLD."is_public", OLD."period_start", OLD."period_end", OLD."target_country", OLD."industry_major_id", OLD."industry_middle_id", OLD."search_grams", OLD."search_text", OLD."created_at", OLD."updated_at", OLD."deleted_at") IS DISTINCT FROM (NEW."id", NEW."organisation_id", NEW."bank_id", NEW."type", NEW."status", NEW."is_public", NEW."period_start", NEW."period_end", NEW."target_country", NEW."industry_major_id", NEW."industry_middle_id", NEW."search_grams", NEW."search_text", NEW."created_at", NEW."updated_at", NEW."deleted_at"))
  EXECUTE FUNCTION offer_search_sync();--> statement-breakpoint
SELECT offer_search_rebuild();--> statement-breakpoint
-- A finer list of the grams' frequencies (10,000 instead of 1,000 most common elements): a gram
-- too rare to be listed is then estimated rare, so a keyword that matches few or no offers ('品川')
-- is looked up by the grams index instead of walking the sort index through every offer.
ALTER TABLE "offer_search" ALTER COLUMN "search_grams" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "offer_search" ADD CONSTRAINT "offer_search_id_offers_id_fk" FOREIGN KEY ("id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_search_grams_idx" ON "offer_search" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "offer_search_created_idx" ON "offer_search" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "offer_search_updated_idx" ON "offer_search" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "offer_search_filters_idx" ON "offer_search" USING btree ("type","target_country","industry_major_id","industry_middle_id");--> statement-breakpoint
CREATE INDEX "offer_search_bank_idx" ON "offer_search" USING btree ("bank_id");