CREATE TYPE "public"."language" AS ENUM('en', 'ja', 'th');--> statement-breakpoint
CREATE TYPE "public"."organisation_role" AS ENUM('kokopelli', 'bank', 'coordinator', 'enterprise');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('general_user', 'administrator');--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_th" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"parent_id" uuid,
	"level" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_th" text NOT NULL,
	CONSTRAINT "industries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" "organisation_role" NOT NULL,
	"bank_code" text NOT NULL,
	"bank_id" uuid,
	"branch_id" uuid,
	"country" text NOT NULL,
	"industry_id" uuid,
	"corporate_number" text,
	"name" text NOT NULL,
	"name_en" text,
	"name_kana" text,
	"postal_code" text,
	"address" text,
	"address_en" text,
	"representative_name" text,
	"representative_name_en" text,
	"representative_birth_date" date,
	"beneficial_owner_name" text,
	"beneficial_owner_name_en" text,
	"established_on" date,
	"employee_count" integer,
	"website" text,
	"phone" text,
	"business_description" text,
	"business_description_en" text,
	"official_language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_employee_count_nonneg" CHECK ("organisations"."employee_count" IS NULL OR "organisations"."employee_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"login_realm" text NOT NULL,
	"oidc_subject" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text,
	"language" "language",
	"username_native" text,
	"username_en" text,
	"phone" text,
	"email" text,
	"user_type" "user_type" DEFAULT 'general_user' NOT NULL,
	"is_contract_signatory" boolean DEFAULT false NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_code" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_accounts_subject_unique" UNIQUE("subject")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bank_code" text NOT NULL,
	"csrf_token" text NOT NULL,
	"id_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_organisation_id" uuid,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "industries" ADD CONSTRAINT "industries_parent_id_industries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_bank_id_organisations_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_bank_id_organisations_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_country_countries_code_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_actor_organisation_id_organisations_id_fk" FOREIGN KEY ("actor_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "industries_parent_idx" ON "industries" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_bank_code_unique" ON "branches" USING btree ("bank_id","code");--> statement-breakpoint
CREATE INDEX "organisations_bank_code_idx" ON "organisations" USING btree ("bank_code");--> statement-breakpoint
CREATE INDEX "organisations_bank_idx" ON "organisations" USING btree ("bank_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_one_bank_per_code" ON "organisations" USING btree ("bank_code") WHERE "organisations"."role" = 'bank';--> statement-breakpoint
CREATE INDEX "users_organisation_idx" ON "users" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_realm_subject_unique" ON "users" USING btree ("login_realm","oidc_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "idp_accounts_login_unique" ON "idp_accounts" USING btree ("bank_code","username");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "events_subject_idx" ON "events" USING btree ("subject_type","subject_id","id");--> statement-breakpoint
CREATE INDEX "events_occurred_idx" ON "events" USING btree ("occurred_at");