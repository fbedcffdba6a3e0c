-- Search tags and trigrams (docs/decisions/054-search-tags-and-trigrams.md). The search's side
-- table gets `search_tags`: an offer's glossary tags ('@g:<group>') and its filter grams ('@t:',
-- '@c:', '@i:'), the few grams a glossary term and the filters are matched by, kept inline (storage
-- MAIN) and indexed on their own; and a trigram index (pg_trgm) on the ASCII words of
-- `search_text`, for ASCII keyword terms with three letters or digits in a row. The view, trigger
-- function and rebuild of migrations 0008 and 0013 are rewritten with the new column; the
-- trigger's column list is unchanged (the tags derive from `search_grams`, which it already
-- watches). The side table is refilled with its indexes dropped and built again after, whole:
-- refilled under its indexes, a million rows took five minutes and left the grams index twice as
-- large and slow to scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "offer_search" ADD COLUMN "search_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_search" ALTER COLUMN "search_tags" SET STORAGE MAIN;--> statement-breakpoint
CREATE OR REPLACE VIEW "offer_search_source" AS
  SELECT o."id", o."organisation_id", o."bank_id", o."type", o."status", o."is_public", o."period_start", o."period_end",
    o."target_country", o."industry_major_id", o."industry_middle_id",
    o."search_grams" || array_remove(ARRAY['@t:' || o."type"::text, '@c:' || o."target_country", '@i:' || major."code", '@i:' || middle."code"], NULL) AS "search_grams",
    o."search_text", o."created_at", o."updated_at", o."deleted_at", o."currency", o."price_min", o."price_max",
    array(SELECT g FROM unnest(o."search_grams") AS g WHERE g LIKE '@g:%')
      || array_remove(ARRAY['@t:' || o."type"::text, '@c:' || o."target_country", '@i:' || major."code", '@i:' || middle."code"], NULL) AS "search_tags"
  FROM "offers" AS o
    LEFT JOIN "industries" AS major ON major."id" = o."industry_major_id"
    LEFT JOIN "industries" AS middle ON middle."id" = o."industry_middle_id"
  WHERE o."status" = 'published' AND o."is_public" AND o."deleted_at" IS NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION offer_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "offer_search" WHERE "id" = OLD."id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "offer_search" ("id", "organisation_id", "bank_id", "type", "status", "is_public", "period_start", "period_end", "target_country", "industry_major_id", "industry_middle_id", "search_grams", "search_text", "created_at", "updated_at", "deleted_at", "currency", "price_min", "price_max", "search_tags")
      SELECT "id", "organisation_id", "bank_id", "type", "status", "is_public", "period_start", "period_end", "target_country", "industry_major_id", "industry_middle_id", "search_grams", "search_text", "created_at", "updated_at", "deleted_at", "currency", "price_min", "price_max", "search_tags" FROM "offer_search_source" WHERE "id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION offer_search_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "offer_search";
  INSERT INTO "offer_search" ("id", "organisation_id", "bank_id", "type", "status", "is_public", "period_start", "period_end", "target_country", "industry_major_id", "industry_middle_id", "search_grams", "search_text", "created_at", "updated_at", "deleted_at", "currency", "price_min", "price_max", "search_tags")
    SELECT "id", "organisation_id", "bank_id", "type", "status", "is_public", "period_start", "period_end", "target_country", "industry_major_id", "industry_middle_id", "search_grams", "search_text", "created_at", "updated_at", "deleted_at", "currency", "price_min", "price_max", "search_tags" FROM "offer_search_source";
$$;--> statement-breakpoint
DROP INDEX "offer_search_grams_idx";--> statement-breakpoint
DROP INDEX "offer_search_created_idx";--> statement-breakpoint
DROP INDEX "offer_search_updated_idx";--> statement-breakpoint
DROP INDEX "offer_search_filters_idx";--> statement-breakpoint
DROP INDEX "offer_search_bank_idx";--> statement-breakpoint
DROP INDEX "offer_search_price_idx";--> statement-breakpoint
TRUNCATE "offer_search";--> statement-breakpoint
SELECT offer_search_rebuild();--> statement-breakpoint
CREATE INDEX "offer_search_grams_idx" ON "offer_search" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "offer_search_created_idx" ON "offer_search" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "offer_search_updated_idx" ON "offer_search" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "offer_search_filters_idx" ON "offer_search" USING btree ("type","target_country","industry_major_id","industry_middle_id");--> statement-breakpoint
CREATE INDEX "offer_search_bank_idx" ON "offer_search" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "offer_search_price_idx" ON "offer_search" USING btree ("currency","price_max","price_min");--> statement-breakpoint
CREATE INDEX "offer_search_tags_idx" ON "offer_search" USING gin ("search_tags");--> statement-breakpoint
CREATE INDEX "offer_search_latin_trgm_idx" ON "offer_search" USING gin ((regexp_replace("search_text", '[^\x01-\x7f]+', ' ', 'g')) gin_trgm_ops);
