-- The reference partners know an offer by (docs/decisions/012-partners-see-no-branch-or-offer-number.md):
-- ten characters of Crockford's base32 from the random bytes of a v4 UUID (the version and variant
-- bytes 6-8 skipped), so it says nothing of how many offers exist.
CREATE OR REPLACE FUNCTION offer_public_ref() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (get_byte(r.b, i) % 32) + 1, 1), '' ORDER BY i)
  FROM (SELECT uuid_send(gen_random_uuid()) AS b) AS r, unnest(ARRAY[0, 1, 2, 3, 4, 5, 9, 10, 11, 12]) AS i
$$;--> statement-breakpoint
DROP INDEX "offers_search_branch_idx";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "public_ref" text DEFAULT offer_public_ref() NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_public_ref_unique" UNIQUE("public_ref");--> statement-breakpoint
-- Keyword search indexes the public reference instead of the offer number (as refreshSearch in
-- offers.service.ts now does): the first line of search_text was the number, the rest the title.
UPDATE "offers" SET "search_text" = lower("public_ref") || CASE
  WHEN position(E'\n' IN "search_text") > 0 THEN E'\n' || substr("search_text", position(E'\n' IN "search_text") + 1)
  ELSE '' END;--> statement-breakpoint
-- The grams again from that text, as searchGrams() makes them: each word's characters and pairs.
UPDATE "offers" AS o SET "search_grams" = coalesce((
  SELECT array_agg(DISTINCT g.gram) FROM (
    SELECT substr(w, i, 1) AS gram FROM regexp_split_to_table(o."search_text", E'[ \n]') AS w, generate_series(1, char_length(w)) AS i
    UNION ALL
    SELECT substr(w, i, 2) FROM regexp_split_to_table(o."search_text", E'[ \n]') AS w, generate_series(1, char_length(w) - 1) AS i
  ) AS g
), '{}'::text[]);
