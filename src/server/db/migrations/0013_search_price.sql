-- The price filter across currencies (docs/product/languages.md#prices, decision 047): the search's
-- side table holds each offer's currency and price range, kept by the same view and trigger as the
-- rest of its row (migration 0008), with an index per currency; and a change of the exchange rates
-- clears the search page cache on every server (migration 0009), since it moves the bounds.
ALTER TABLE "offer_search" ADD COLUMN "currency" "currency" NOT NULL DEFAULT 'JPY';--> statement-breakpoint
ALTER TABLE "offer_search" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "offer_search" ADD COLUMN "price_min" bigint;--> statement-breakpoint
ALTER TABLE "offer_search" ADD COLUMN "price_max" bigint;--> statement-breakpoint
CREATE OR REPLACE VIEW "offer_search_source" AS
  SELECT o."id", o."organisation_id", o."bank_id", o."type", o."status", o."is_public", o."period_start", o."period_end",
    o."target_country", o."industry_major_id", o."industry_middle_id",
    o."search_grams" || array_remove(ARRAY['@t:' || o."type"::text, '@c:' || o."target_country", '@i:' || major."code", '@i:' || middle."code"], NULL) AS "search_grams",
    o."search_text", o."created_at", o."updated_at", o."deleted_at", o."currency", o."price_min", o."price_max"
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
    INSERT INTO "offer_search" ("id", "organisation_id", "bank_id", "type", "status", "is_public", "period_start", "period_end", "target_country", "industry_major_id", "industry_middle_id", "search_grams", "search_text", "created_at", "updated_at", "deleted_at", "currency", "price_min", "price_max")
      SELECT "id", "organisation_id", "bank_id", "type", "status", "is_public", "period_start", "period_end", "target_country", "industry_major_id", "industry_middle_id", "search_grams", "search_text", "created_at", "updated_at", "deleted_at", "currency", "price_min", "price_max" FROM "offer_search_source" WHERE "id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION offer_search_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "offer_search";
  INSERT INTO "offer_search" ("id", "organisation_id", "bank_id", "type", "status", "is_public", "period_start", "period_end", "target_country", "industry_major_id", "industry_middle_id", "search_grams", "search_text", "created_at", "updated_at", "deleted_at", "currency", "price_min", "price_max")
    SELECT "id", "organisation_id", "bank_id", "type", "status", "is_public", "period_start", "period_end", "target_country", "industry_major_id", "industry_middle_id", "search_grams", "search_text", "created_at", "updated_at", "deleted_at", "currency", "price_min", "price_max" FROM "offer_search_source";
$$;--> statement-breakpoint
DROP TRIGGER "offer_search_sync_update" ON "offers";--> statement-breakpoint
CREATE TRIGGER "offer_search_sync_update" AFTER UPDATE ON "offers"
  FOR EACH ROW WHEN ((OLD."id", OLD."organisation_id", OLD."bank_id", OLD."type", OLD."status", OLD."is_public", OLD."period_start", OLD."period_end", OLD."target_country", OLD."industry_major_id", OLD."industry_middle_id", OLD."search_grams", OLD."search_text", OLD."created_at", OLD."updated_at", OLD."deleted_at", OLD."currency", OLD."price_min", OLD."price_max") IS DISTINCT FROM (NEW."id", NEW."organisation_id", NEW."bank_id", NEW."type", NEW."status", NEW."is_public", NEW."period_start", NEW."period_end", NEW."target_country", NEW."industry_major_id", NEW."industry_middle_id", NEW."search_grams", NEW."search_text", NEW."created_at", NEW."updated_at", NEW."deleted_at", NEW."currency", NEW."price_min", NEW."price_max"))
  EXECUTE FUNCTION offer_search_sync();--> statement-breakpoint
SELECT offer_search_rebuild();--> statement-breakpoint
CREATE INDEX "offer_search_price_idx" ON "offer_search" USING btree ("currency","price_max","price_min");--> statement-breakpoint
CREATE TRIGGER "search_cache_exchange_rates" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exchange_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION search_cache_notify();
