-- The back office's product list (modules/products-admin): every status but archived by default,
-- sorted five ways, filtered by category, brand, store, stock and price. One index per sort, on
-- the rows of that default, holding the filter columns after the sort key and id: a page's ids
-- and the bounded count are read from the index alone (page 500 skips 9,980 index entries), as
-- the order console's (ADR 037). Plain CREATE INDEX: the migrator runs in a transaction, and
-- building these over 100,000 products takes about a second.
CREATE INDEX "products_admin_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"category_id","brand_id","store_id","stock","low_stock_threshold","sale_price","effective_price") WHERE "products"."status" <> 'archived';--> statement-breakpoint
CREATE INDEX "products_admin_updated_idx" ON "products" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"category_id","brand_id","store_id","stock","low_stock_threshold","sale_price","effective_price") WHERE "products"."status" <> 'archived';--> statement-breakpoint
CREATE INDEX "products_admin_name_idx" ON "products" USING btree ("search_name","id","category_id","brand_id","store_id","stock","low_stock_threshold","sale_price","effective_price") WHERE "products"."status" <> 'archived';--> statement-breakpoint
CREATE INDEX "products_admin_price_idx" ON "products" USING btree ("effective_price","id","category_id","brand_id","store_id","stock","low_stock_threshold","sale_price") WHERE "products"."status" <> 'archived';--> statement-breakpoint
CREATE INDEX "products_admin_stock_idx" ON "products" USING btree ("stock","id","category_id","brand_id","store_id","low_stock_threshold","sale_price","effective_price") WHERE "products"."status" <> 'archived';--> statement-breakpoint
-- The list's search looks in the SKU too (`like '%…%'`), beside the name's trigram index.
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin (lower("sku") gin_trgm_ops);
