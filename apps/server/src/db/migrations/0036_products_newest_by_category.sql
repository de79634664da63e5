DROP INDEX "products_category_id_idx";--> statement-breakpoint
DROP INDEX "products_brand_id_idx";--> statement-breakpoint
DROP INDEX "products_store_id_idx";--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status");--> statement-breakpoint
CREATE INDEX "products_brand_newest_idx" ON "products" USING btree ("brand_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status");--> statement-breakpoint
CREATE INDEX "products_store_newest_idx" ON "products" USING btree ("store_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status");