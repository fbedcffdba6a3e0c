CREATE TABLE "glossary_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "glossary_terms" (
	"group_id" uuid NOT NULL,
	"language" "language" NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "glossary_terms_group_id_language_term_pk" PRIMARY KEY("group_id","language","term")
);
--> statement-breakpoint
ALTER TABLE "glossary_groups" ADD CONSTRAINT "glossary_groups_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glossary_terms" ADD CONSTRAINT "glossary_terms_group_id_glossary_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."glossary_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "glossary_terms_language_term_unique" ON "glossary_terms" USING btree ("language","term");--> statement-breakpoint
CREATE INDEX "glossary_terms_term_idx" ON "glossary_terms" USING btree ("term");