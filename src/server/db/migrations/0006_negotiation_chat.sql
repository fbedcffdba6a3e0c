CREATE TABLE "chat_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negotiation_id" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_attachments_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "chat_attachments_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negotiation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"sender_user_id" uuid NOT NULL,
	"sender_organisation_id" uuid NOT NULL,
	"body" text NOT NULL,
	"attachment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"negotiation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_seq" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reads_negotiation_id_user_id_pk" PRIMARY KEY("negotiation_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "negotiation_chat_rooms" ADD COLUMN "last_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_negotiation_id_negotiation_chat_rooms_negotiation_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiation_chat_rooms"("negotiation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_negotiation_id_negotiation_chat_rooms_negotiation_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiation_chat_rooms"("negotiation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_organisation_id_organisations_id_fk" FOREIGN KEY ("sender_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_negotiation_id_negotiation_chat_rooms_negotiation_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiation_chat_rooms"("negotiation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_attachments_unsent_idx" ON "chat_attachments" USING btree ("uploaded_by","created_at") WHERE "chat_attachments"."message_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_room_seq" ON "chat_messages" USING btree ("negotiation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_room_sender_client" ON "chat_messages" USING btree ("negotiation_id","sender_user_id","client_id");