ALTER TYPE "public"."coordinator_answer" ADD VALUE 'withdrawn';--> statement-breakpoint
ALTER TABLE "negotiations" ADD COLUMN "signed_on" date;--> statement-breakpoint
-- Signings recorded before the date was asked: the day they were recorded, in Japan.
UPDATE "negotiations" SET "signed_on" = ("signed_at" AT TIME ZONE 'Asia/Tokyo')::date WHERE "signed_at" IS NOT NULL;
