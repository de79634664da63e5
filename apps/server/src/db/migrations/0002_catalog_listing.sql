DROP INDEX "products_status_sold_count_idx";--> statement-breakpoint
DROP INDEX "products_status_effective_price_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', public.f_unaccent(coalesce(name, ''))), 'A') || setweight(to_tsvector('simple', public.f_unaccent(coalesce(sku, '') || ' ' || coalesce(short_description, ''))), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (public.f_unaccent(lower(name))) STORED;--> statement-breakpoint
-- Dropping the column dropped its index; drizzle-kit still counts it as present, so recreate it here.
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_listing_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"category_id","brand_id","store_id","sale_price","stock","effective_price") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_listing_price_idx" ON "products" USING btree ("effective_price","id","category_id","brand_id","store_id","sale_price","stock") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_listing_best_selling_idx" ON "products" USING btree ("sold_count" DESC NULLS FIRST,"id" DESC NULLS FIRST,"category_id","brand_id","store_id","sale_price","stock","effective_price") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_listing_name_idx" ON "products" USING btree ("search_name","id","category_id","brand_id","store_id","sale_price","stock","effective_price") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_listing_category_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"brand_id","store_id","sale_price","stock","effective_price","sold_count") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_short_description_length" CHECK (char_length("products"."short_description") <= 500);--> statement-breakpoint
-- Search candidates in best-seller order with everything ranking needs (drizzle-kit cannot declare
-- INCLUDE): a broad word walks this index, testing each row's vector without reading the table,
-- and stops at the candidate cap.
CREATE INDEX "products_search_popular_idx" ON "products" USING btree ("sold_count" DESC NULLS FIRST, "id" DESC NULLS FIRST) INCLUDE ("search_vector", "search_name", "name", "created_at", "effective_price", "category_id", "brand_id", "store_id", "sale_price", "stock") WHERE "products"."status" = 'published';--> statement-breakpoint
-- Typo tolerance ("iphoen" → iPhone): word similarity of the query to the product name. The default
-- threshold (0.6) misses one swapped letter in a six-letter word; the SET clause lowers it for this
-- function only, on PostgreSQL and PGlite alike, and the GIN trigram index still serves the match.
-- A common word in the query ("samsung galaxy s99") makes thousands of names similar: ranking stops
-- at the first max_rows * 5 of them, so the cost stays bounded.
CREATE OR REPLACE FUNCTION public.products_similar_to(query text, max_rows integer)
  RETURNS TABLE (product_id integer, score real)
  LANGUAGE sql STABLE PARALLEL SAFE
  SET pg_trgm.word_similarity_threshold = 0.5
  AS $$
    SELECT m.id, m.score
    FROM (
      SELECT p.id, p.sold_count, word_similarity(query, p.search_name) AS score
      FROM public.products p
      WHERE p.status = 'published' AND query <% p.search_name
      LIMIT max_rows * 5
    ) m
    ORDER BY m.score DESC, m.sold_count DESC, m.id DESC
    LIMIT max_rows
  $$;
