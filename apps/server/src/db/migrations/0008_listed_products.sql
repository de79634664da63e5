ALTER TABLE "products" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- `listed`: what the public sees, published and not of a shop that is not active. The listing
-- indexes hold only listed rows, so a page or a search reads them without checking each row's shop.
-- The rule is this one function; the triggers and the backfill below all call it.
CREATE FUNCTION public.product_is_listed(product_status product_status, shop_id integer)
  RETURNS boolean STABLE LANGUAGE sql AS $$
  SELECT product_status = 'published' AND (shop_id IS NULL OR EXISTS (
    SELECT 1 FROM public.stores s WHERE s.id = shop_id AND s.status = 'active'))
$$;--> statement-breakpoint
CREATE FUNCTION public.product_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed := public.product_is_listed(NEW.status, NEW.store_id);
  RETURN NEW;
END $$;--> statement-breakpoint
-- `listed` among the columns: a write of it is recomputed, so it cannot be set by hand.
CREATE TRIGGER products_listed BEFORE INSERT OR UPDATE OF status, store_id, listed ON products
  FOR EACH ROW EXECUTE FUNCTION public.product_listed();--> statement-breakpoint
-- A shop suspended or reopened hides or shows its published products at once (only the rows
-- whose value changes are written).
CREATE FUNCTION public.store_products_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET listed = public.product_is_listed(status, store_id)
  WHERE store_id = NEW.id AND listed IS DISTINCT FROM public.product_is_listed(status, store_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stores_products_listed AFTER UPDATE OF status ON stores
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION public.store_products_listed();--> statement-breakpoint
UPDATE products SET listed = true WHERE public.product_is_listed(status, store_id);--> statement-breakpoint
DROP INDEX "products_listing_newest_idx";--> statement-breakpoint
DROP INDEX "products_listing_price_idx";--> statement-breakpoint
DROP INDEX "products_listing_best_selling_idx";--> statement-breakpoint
DROP INDEX "products_listing_name_idx";--> statement-breakpoint
DROP INDEX "products_listing_category_idx";--> statement-breakpoint
DROP INDEX "products_category_best_selling_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_search_popular_idx";--> statement-breakpoint
CREATE INDEX "products_listing_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"category_id","brand_id","store_id","sale_price","stock","effective_price") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_listing_price_idx" ON "products" USING btree ("effective_price","id","category_id","brand_id","store_id","sale_price","stock") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_listing_best_selling_idx" ON "products" USING btree ("sold_count" DESC NULLS FIRST,"id" DESC NULLS FIRST,"category_id","brand_id","store_id","sale_price","stock","effective_price") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_listing_name_idx" ON "products" USING btree ("search_name","id","category_id","brand_id","store_id","sale_price","stock","effective_price") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_listing_category_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"brand_id","store_id","sale_price","stock","effective_price","sold_count") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_category_best_selling_idx" ON "products" USING btree ("category_id","sold_count" DESC NULLS FIRST,"id" DESC NULLS FIRST,"brand_id","store_id","sale_price","stock","effective_price") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","effective_price","id","brand_id","store_id","sale_price","stock") WHERE "products"."listed";--> statement-breakpoint
CREATE INDEX "products_search_popular_idx" ON "products" USING btree ("sold_count" DESC NULLS FIRST, "id" DESC NULLS FIRST) INCLUDE ("search_vector", "search_name", "name", "created_at", "effective_price", "category_id", "brand_id", "store_id", "sale_price", "stock") WHERE "products"."listed";
