CREATE TYPE "public"."negotiation_bank_decision" AS ENUM('approve', 'deny');--> statement-breakpoint
CREATE TYPE "public"."coordinator_answer" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."nda_decision" AS ENUM('agree', 'disagree');--> statement-breakpoint
CREATE TYPE "public"."nda_disagree_reason" AS ENUM('competing_company', 'previous_transaction_problems', 'financial_concerns', 'company_size_mismatch', 'other');--> statement-breakpoint
CREATE TYPE "public"."negotiation_requester" AS ENUM('offer_company', 'applicant', 'coordinator');--> statement-breakpoint
CREATE TYPE "public"."negotiation_stage" AS ENUM('bank_approval', 'nda_offer_company', 'nda_applicant', 'coordinator_assignment', 'coordinator_offered', 'contract_creation', 'contract_signing', 'completion_request', 'completion_requested', 'completed', 'canceled', 'bank_approval:cancel_requested', 'nda_offer_company:cancel_requested', 'nda_applicant:cancel_requested', 'coordinator_assignment:cancel_requested', 'coordinator_offered:cancel_requested', 'contract_creation:cancel_requested', 'contract_signing:cancel_requested', 'completion_request:cancel_requested');--> statement-breakpoint
CREATE TYPE "public"."negotiation_step" AS ENUM('application', 'bank_approval', 'nda_offer_company', 'nda_applicant', 'coordinator_assignment', 'contract_creation', 'contract_signing', 'completion_request', 'completion');--> statement-breakpoint
CREATE TABLE "negotiation_coordinator_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negotiation_id" uuid NOT NULL,
	"coordinator_organisation_id" uuid NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_by" uuid,
	"answer" "coordinator_answer" DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"decline_reason" text
);
--> statement-breakpoint
CREATE TABLE "negotiation_representatives" (
	"negotiation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "negotiation_representatives_negotiation_id_user_id_pk" PRIMARY KEY("negotiation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "negotiations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_ref" text DEFAULT offer_public_ref() NOT NULL,
	"offer_id" uuid NOT NULL,
	"applicant_organisation_id" uuid NOT NULL,
	"applicant_bank_id" uuid NOT NULL,
	"offer_organisation_id" uuid NOT NULL,
	"offer_bank_id" uuid NOT NULL,
	"stage" "negotiation_stage" NOT NULL,
	"step" "negotiation_step" NOT NULL,
	"disclosed_at" timestamp with time zone,
	"contract_id" uuid,
	"coordinator_organisation_id" uuid,
	"coordinator_accepted_at" timestamp with time zone,
	"application_details" text NOT NULL,
	"signatory_user_id" uuid NOT NULL,
	"applied_by" uuid,
	"bank_decision" "negotiation_bank_decision",
	"bank_decision_text" text,
	"bank_decided_at" timestamp with time zone,
	"bank_decided_by" uuid,
	"offer_nda_decision" "nda_decision",
	"offer_nda_reason_code" "nda_disagree_reason",
	"offer_nda_reason_text" text,
	"offer_nda_decided_at" timestamp with time zone,
	"offer_nda_decided_by" uuid,
	"applicant_nda_decision" "nda_decision",
	"applicant_nda_reason_code" "nda_disagree_reason",
	"applicant_nda_reason_text" text,
	"applicant_nda_decided_at" timestamp with time zone,
	"applicant_nda_decided_by" uuid,
	"docusign_url" text,
	"contract_created_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"request_by" "negotiation_requester",
	"request_text" text,
	"requested_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "negotiations_public_ref_unique" UNIQUE("public_ref"),
	CONSTRAINT "negotiations_contract_id_unique" UNIQUE("contract_id")
);
--> statement-breakpoint
ALTER TABLE "negotiation_coordinator_offers" ADD CONSTRAINT "negotiation_coordinator_offers_negotiation_id_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_coordinator_offers" ADD CONSTRAINT "negotiation_coordinator_offers_coordinator_organisation_id_organisations_id_fk" FOREIGN KEY ("coordinator_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_coordinator_offers" ADD CONSTRAINT "negotiation_coordinator_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_coordinator_offers" ADD CONSTRAINT "negotiation_coordinator_offers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_representatives" ADD CONSTRAINT "negotiation_representatives_negotiation_id_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_representatives" ADD CONSTRAINT "negotiation_representatives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_applicant_organisation_id_organisations_id_fk" FOREIGN KEY ("applicant_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_applicant_bank_id_organisations_id_fk" FOREIGN KEY ("applicant_bank_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_offer_organisation_id_organisations_id_fk" FOREIGN KEY ("offer_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_offer_bank_id_organisations_id_fk" FOREIGN KEY ("offer_bank_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_coordinator_organisation_id_organisations_id_fk" FOREIGN KEY ("coordinator_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_signatory_user_id_users_id_fk" FOREIGN KEY ("signatory_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_bank_decided_by_users_id_fk" FOREIGN KEY ("bank_decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_offer_nda_decided_by_users_id_fk" FOREIGN KEY ("offer_nda_decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_applicant_nda_decided_by_users_id_fk" FOREIGN KEY ("applicant_nda_decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "negotiation_coordinator_offers_negotiation_idx" ON "negotiation_coordinator_offers" USING btree ("negotiation_id","offered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "negotiation_coordinator_offers_one_pending" ON "negotiation_coordinator_offers" USING btree ("negotiation_id") WHERE "negotiation_coordinator_offers"."answer" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "negotiations_one_open_per_offer_applicant" ON "negotiations" USING btree ("offer_id","applicant_organisation_id") WHERE "negotiations"."stage" NOT IN ('completed', 'canceled');--> statement-breakpoint
CREATE INDEX "negotiations_applicant_idx" ON "negotiations" USING btree ("applicant_organisation_id","updated_at");--> statement-breakpoint
CREATE INDEX "negotiations_offer_company_idx" ON "negotiations" USING btree ("offer_organisation_id","updated_at");--> statement-breakpoint
CREATE INDEX "negotiations_applicant_bank_idx" ON "negotiations" USING btree ("applicant_bank_id","updated_at");--> statement-breakpoint
CREATE INDEX "negotiations_offer_bank_idx" ON "negotiations" USING btree ("offer_bank_id","updated_at");--> statement-breakpoint
CREATE INDEX "negotiations_coordinator_idx" ON "negotiations" USING btree ("coordinator_organisation_id");--> statement-breakpoint
CREATE INDEX "negotiations_offer_idx" ON "negotiations" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "negotiations_stage_idx" ON "negotiations" USING btree ("stage","updated_at");--> statement-breakpoint
CREATE INDEX "negotiations_step_idx" ON "negotiations" USING btree ("step","updated_at");--> statement-breakpoint
CREATE INDEX "negotiations_updated_idx" ON "negotiations" USING btree ("updated_at","id");