-- One unread chat notice per user and room (docs/decisions/035-chat-notifications-and-touch-composer.md):
-- the unread chat notices written one per message so far are folded into the newest of each user's
-- room, which keeps how many it stands for; the others are deleted (their e-mails, if any, are sent).
WITH runs AS (
  SELECT id, count(*) OVER (PARTITION BY user_id, subject_id) AS n,
    row_number() OVER (PARTITION BY user_id, subject_id ORDER BY created_at DESC, id DESC) AS position
  FROM "notifications" WHERE "kind" = 'chat.message' AND "read_at" IS NULL
)
UPDATE "notifications" SET "params" = "notifications"."params" || jsonb_build_object('count', runs.n)
FROM runs WHERE runs.id = "notifications"."id" AND runs.position = 1 AND runs.n > 1;--> statement-breakpoint
DELETE FROM "notifications" WHERE "kind" = 'chat.message' AND "read_at" IS NULL AND "id" NOT IN (
  SELECT DISTINCT ON (user_id, subject_id) id FROM "notifications"
  WHERE "kind" = 'chat.message' AND "read_at" IS NULL ORDER BY user_id, subject_id, created_at DESC, id DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_chat_room_unique" ON "notifications" USING btree ("user_id","subject_id") WHERE "notifications"."kind" = 'chat.message' AND "notifications"."read_at" IS NULL;
