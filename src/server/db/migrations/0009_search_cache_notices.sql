-- The partner search page cache (docs/decisions/025-search-page-cache.md): every server keeps the
-- search pages it answered for seconds, and forgets all of them when anything a page shows may have
-- changed. The database announces it, whatever wrote: a NOTIFY on the channel 'bizmatch_search'
-- (src/server/modules/offers/search-cache.ts), sent at commit, once per transaction (PostgreSQL
-- folds identical notices of one transaction into one); and on a write to offer_favorites, whose
-- user's favourites to read again.
CREATE FUNCTION search_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bizmatch_search', json_build_object('t', TG_TABLE_NAME)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Which offers a page lists, in which order, and its total: chosen from the side table alone, so
-- any write to it (the offers trigger's rewrite of a row, a rebuild, a truncate) may change a page.
CREATE TRIGGER "search_cache_offer_search" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offer_search"
  FOR EACH STATEMENT EXECUTE FUNCTION search_cache_notify();--> statement-breakpoint
-- What a page shows of a listed offer that the side table does not hold (title, price, reference…).
-- Only an offer published before or after the write can be listed; counters (views, favourites)
-- and review notes are not shown.
CREATE TRIGGER "search_cache_offers" AFTER UPDATE ON "offers"
  FOR EACH ROW WHEN ((OLD."status" = 'published' OR NEW."status" = 'published') AND (OLD."id", OLD."public_ref", OLD."organisation_id", OLD."bank_id", OLD."type", OLD."status", OLD."is_public", OLD."title", OLD."price_min", OLD."price_max", OLD."currency", OLD."period_start", OLD."period_end", OLD."target_country", OLD."industry_major_id", OLD."industry_middle_id", OLD."search_grams", OLD."search_text", OLD."created_at", OLD."updated_at", OLD."deleted_at") IS DISTINCT FROM (NEW."id", NEW."public_ref", NEW."organisation_id", NEW."bank_id", NEW."type", NEW."status", NEW."is_public", NEW."title", NEW."price_min", NEW."price_max", NEW."currency", NEW."period_start", NEW."period_end", NEW."target_country", NEW."industry_major_id", NEW."industry_middle_id", NEW."search_grams", NEW."search_text", NEW."created_at", NEW."updated_at", NEW."deleted_at"))
  EXECUTE FUNCTION search_cache_notify();--> statement-breakpoint
-- A row's thumbnail.
CREATE TRIGGER "search_cache_offer_images" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offer_images"
  FOR EACH STATEMENT EXECUTE FUNCTION search_cache_notify();--> statement-breakpoint
-- Bank names and countries shown on a row and matched by a keyword; rare writes.
CREATE TRIGGER "search_cache_organisations" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organisations"
  FOR EACH STATEMENT EXECUTE FUNCTION search_cache_notify();--> statement-breakpoint
-- Industry names shown on a row, and codes the industry filters look up; rare writes.
CREATE TRIGGER "search_cache_industries" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "industries"
  FOR EACH STATEMENT EXECUTE FUNCTION search_cache_notify();
--> statement-breakpoint
-- A user's favourites (the flag on each row is the searcher's own): which user's changed; a
-- truncate forgets everything.
CREATE FUNCTION search_cache_notify_favorites() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('bizmatch_search', json_build_object('u', OLD."user_id")::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('bizmatch_search', json_build_object('u', NEW."user_id")::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_cache_offer_favorites" AFTER INSERT OR UPDATE OR DELETE ON "offer_favorites"
  FOR EACH ROW EXECUTE FUNCTION search_cache_notify_favorites();--> statement-breakpoint
CREATE TRIGGER "search_cache_offer_favorites_truncate" AFTER TRUNCATE ON "offer_favorites"
  FOR EACH STATEMENT EXECUTE FUNCTION search_cache_notify();
