ALTER TABLE "users" ADD COLUMN "price_currency" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_price_currency_check" CHECK ("users"."price_currency" IN ('JPY', 'THB', 'USD'));