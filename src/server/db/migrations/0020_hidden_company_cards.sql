-- The hidden-company cards, computed when companies change rather than on every read
-- (docs/decisions/056-hidden-company-cards-computed-ahead.md). The cards of every leaf of the card
-- tree (a country, bank, industry and size band), for each k they were asked for, with the
-- generation of the companies they were computed from; the generation moves on in the same
-- transaction as any write that can change a card (an enterprise added, removed or with another
-- country, bank, industry or size; the industry tree changed), so a reader that finds the cards
-- older than the generation computes them again before it reads.
CREATE TABLE "hidden_company_card_builds" (
	"k" integer PRIMARY KEY NOT NULL,
	"generation" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hidden_company_card_generation" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hidden_company_card_generation_one_row" CHECK ("hidden_company_card_generation"."id")
);
--> statement-breakpoint
CREATE TABLE "hidden_company_cards" (
	"k" integer NOT NULL,
	"leaf" text NOT NULL,
	"band" text NOT NULL,
	"major_id" uuid,
	"level" smallint NOT NULL,
	"level_bank_known" smallint NOT NULL,
	CONSTRAINT "hidden_company_cards_k_leaf_pk" PRIMARY KEY("k","leaf")
);--> statement-breakpoint
INSERT INTO "hidden_company_card_generation" ("id", "generation") VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION hidden_company_cards_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "hidden_company_card_generation" SET "generation" = "generation" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Once per statement: a company registered, removed, or given another role, country, bank,
-- industry or size (listed in the UPDATE's SET, changed or not). Other edits (names, addresses,
-- settings) leave the cards as they are.
CREATE TRIGGER "hidden_company_cards_organisations" AFTER INSERT OR DELETE OR UPDATE OF "role", "country", "bank_id", "industry_id", "employee_count" ON "organisations"
  FOR EACH STATEMENT EXECUTE FUNCTION hidden_company_cards_changed();--> statement-breakpoint
CREATE TRIGGER "hidden_company_cards_organisations_truncate" AFTER TRUNCATE ON "organisations"
  FOR EACH STATEMENT EXECUTE FUNCTION hidden_company_cards_changed();--> statement-breakpoint
-- The industry tree: a group's division, or groups added or removed.
CREATE TRIGGER "hidden_company_cards_industries" AFTER INSERT OR DELETE OR UPDATE OF "parent_id" ON "industries"
  FOR EACH STATEMENT EXECUTE FUNCTION hidden_company_cards_changed();--> statement-breakpoint
CREATE TRIGGER "hidden_company_cards_industries_truncate" AFTER TRUNCATE ON "industries"
  FOR EACH STATEMENT EXECUTE FUNCTION hidden_company_cards_changed();
