CREATE INDEX "product_variants_sku_lower_idx" ON "product_variants" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "products_sku_lower_idx" ON "products" USING btree (lower("sku"));