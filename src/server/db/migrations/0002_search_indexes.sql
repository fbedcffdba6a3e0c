DROP INDEX "offers_search_filters_idx";--> statement-breakpoint
CREATE INDEX "offers_search_bank_idx" ON "offers" USING btree ("bank_id") WHERE status = 'published' AND is_public AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "offers_search_branch_idx" ON "offers" USING btree ("branch_id") WHERE status = 'published' AND is_public AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "offers_search_filters_idx" ON "offers" USING btree ("type","target_country","industry_major_id","industry_middle_id") WHERE status = 'published' AND is_public AND deleted_at IS NULL;