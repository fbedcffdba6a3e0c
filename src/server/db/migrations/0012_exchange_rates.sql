-- The operator's table of exchange rates (docs/product/languages.md#prices): units of a currency per US dollar, from a day on.
CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" text NOT NULL,
	"per_usd" numeric(18, 6) NOT NULL,
	"effective_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_check" CHECK ("exchange_rates"."currency" IN ('JPY', 'THB')),
	CONSTRAINT "exchange_rates_per_usd_check" CHECK ("exchange_rates"."per_usd" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_currency_day_unique" ON "exchange_rates" USING btree ("currency","effective_on");