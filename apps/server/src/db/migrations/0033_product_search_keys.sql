CREATE TABLE "product_search_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"status" "product_status" NOT NULL,
	"search_name" text,
	"sku" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"store_id" integer
);
--> statement-breakpoint
-- Written by hand from here. One row per product, kept by triggers: inserts and deletes a
-- statement at a time (the seed and the sheet's import write many rows per statement); a change
-- of name, SKU, status, category, brand or shop row by row, and only then (the checkout's stock
-- updates never fire it).
INSERT INTO product_search_keys (id, status, search_name, sku, created_at, category_id, brand_id, store_id)
  SELECT id, status, search_name, lower(sku), created_at, category_id, brand_id, store_id FROM products;--> statement-breakpoint
CREATE FUNCTION public.product_search_keys_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_keys (id, status, search_name, sku, created_at, category_id, brand_id, store_id)
    SELECT id, status, search_name, lower(sku), created_at, category_id, brand_id, store_id
    FROM inserted_products;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.product_search_keys_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search_keys k USING deleted_products d WHERE k.id = d.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.product_search_keys_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search_keys
    SET id = NEW.id, status = NEW.status, search_name = NEW.search_name, sku = lower(NEW.sku),
      created_at = NEW.created_at, category_id = NEW.category_id, brand_id = NEW.brand_id,
      store_id = NEW.store_id
    WHERE id = OLD.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.product_search_keys_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search_keys;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_search_keys_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted_products
  FOR EACH STATEMENT EXECUTE FUNCTION public.product_search_keys_inserted();--> statement-breakpoint
CREATE TRIGGER product_search_keys_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS deleted_products
  FOR EACH STATEMENT EXECUTE FUNCTION public.product_search_keys_deleted();--> statement-breakpoint
CREATE TRIGGER product_search_keys_update
  AFTER UPDATE OF id, name, sku, status, created_at, category_id, brand_id, store_id ON products
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.sku IS DISTINCT FROM NEW.sku OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.brand_id IS DISTINCT FROM NEW.brand_id OR OLD.store_id IS DISTINCT FROM NEW.store_id)
  EXECUTE FUNCTION public.product_search_keys_updated();--> statement-breakpoint
CREATE TRIGGER product_search_keys_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION public.product_search_keys_truncated();--> statement-breakpoint
CREATE INDEX "product_search_keys_name_trgm_idx" ON "product_search_keys" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_keys_sku_trgm_idx" ON "product_search_keys" USING gin ("sku" gin_trgm_ops);
