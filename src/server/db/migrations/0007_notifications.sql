CREATE TYPE "public"."deadline_step" AS ENUM('offer_review', 'bank_approval', 'nda_offer_company', 'nda_applicant', 'coordinator_assignment', 'coordinator_offered', 'contract_creation', 'contract_signing', 'completion_requested', 'cancel_requested');--> statement-breakpoint
CREATE TYPE "public"."email_mode" AS ENUM('off', 'immediate', 'daily');--> statement-breakpoint
CREATE TYPE "public"."notification_group" AS ENUM('offer', 'negotiation', 'announcement');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('pending', 'sending', 'sent', 'failed', 'kept');--> statement-breakpoint
CREATE TABLE "deadline_reminders" (
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"step" "deadline_step" NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deadline_reminders_subject_type_subject_id_step_due_at_pk" PRIMARY KEY("subject_type","subject_id","step","due_at")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"to_address" text NOT NULL,
	"language" "language" NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"message_id" text NOT NULL,
	"status" "outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "email_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"offer" "email_mode" DEFAULT 'off' NOT NULL,
	"negotiation" "email_mode" DEFAULT 'off' NOT NULL,
	"announcement" "email_mode" DEFAULT 'off' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_en" text NOT NULL,
	"title_ja" text DEFAULT '' NOT NULL,
	"title_th" text DEFAULT '' NOT NULL,
	"body_en" text NOT NULL,
	"body_ja" text DEFAULT '' NOT NULL,
	"body_th" text DEFAULT '' NOT NULL,
	"audience" jsonb NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" bigint NOT NULL,
	"group" "notification_group" NOT NULL,
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "review_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "negotiations" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "negotiations" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_settings" ADD CONSTRAINT "email_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_groups" ADD CONSTRAINT "notification_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" IN ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notification_groups_due_idx" ON "notification_groups" USING btree ("publish_at") WHERE "notification_groups"."published_at" IS NULL AND "notification_groups"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_event_unique" ON "notifications" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","group") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_subject_idx" ON "notifications" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "events_action_idx" ON "events" USING btree ("action","occurred_at");--> statement-breakpoint
CREATE INDEX "negotiations_due_idx" ON "negotiations" USING btree ("due_at");--> statement-breakpoint
-- Rows from before step 6: their waiting starts at their last change, due about five business days on
-- (new stage changes compute the exact due time with the holiday calendars; decision 021).
UPDATE "negotiations" SET "waiting_since" = "updated_at", "due_at" = "updated_at" + interval '7 days' WHERE "stage" NOT IN ('completed', 'canceled', 'completion_request');--> statement-breakpoint
UPDATE "offers" SET "review_due_at" = COALESCE("submitted_at", "updated_at") + interval '7 days' WHERE "status" = 'waiting_for_approval';
