-- The glossary's terms as the operator typed them (docs/decisions/051-glossary.md): `term` keeps the
-- typed form (trimmed), shown and exported; `normalised_term` holds its normaliseText form (NFKC,
-- lower case, one space), which matching and the one-group-per-language rule compare. Until now
-- `term` held the normalised form, so it becomes `normalised_term` as it is; the shown form gets back
-- the Thai SARA AM (U+0E33) that NFKC had split into NIKHAHIT + SARA AA (U+0E4D U+0E32) — nobody
-- types that pair, and it normalises the same. Case and width lost to the old normalising stay lost.
ALTER TABLE "glossary_terms" ADD COLUMN "normalised_term" text;--> statement-breakpoint
UPDATE "glossary_terms" SET "normalised_term" = "term", "term" = replace("term", chr(3661) || chr(3634), chr(3635));--> statement-breakpoint
ALTER TABLE "glossary_terms" ALTER COLUMN "normalised_term" SET NOT NULL;--> statement-breakpoint
DROP INDEX "glossary_terms_language_term_unique";--> statement-breakpoint
DROP INDEX "glossary_terms_term_idx";--> statement-breakpoint
ALTER TABLE "glossary_terms" DROP CONSTRAINT "glossary_terms_group_id_language_term_pk";--> statement-breakpoint
ALTER TABLE "glossary_terms" ADD CONSTRAINT "glossary_terms_group_id_language_normalised_term_pk" PRIMARY KEY("group_id","language","normalised_term");--> statement-breakpoint
CREATE UNIQUE INDEX "glossary_terms_language_normalised_term_unique" ON "glossary_terms" USING btree ("language","normalised_term");--> statement-breakpoint
CREATE INDEX "glossary_terms_normalised_term_idx" ON "glossary_terms" USING btree ("normalised_term");
