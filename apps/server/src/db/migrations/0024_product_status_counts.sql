CREATE TABLE "product_status_counts" (
	"status" "product_status" NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_status_counts_status_category_id_brand_id_store_id_pk" PRIMARY KEY("status","category_id","brand_id","store_id")
);
--> statement-breakpoint
-- Written by hand from here. The key carries the count, so a count reads the index alone. A
-- product without a brand or shop counts under 0. Inserts and deletes a statement at a time (the
-- seed and the sheet's import write many rows per statement); a change of status, category, brand
-- or shop row by row, and only then (the checkout's stock updates never fire it). A count row is
-- locked until its transaction commits: these changes are staff actions, rare next to checkouts,
-- which never touch it. Rows at 0 stay (there are as many as the combinations in use).
ALTER TABLE "product_status_counts" DROP CONSTRAINT "product_status_counts_status_category_id_brand_id_store_id_pk";--> statement-breakpoint
ALTER TABLE "product_status_counts" ADD CONSTRAINT "product_status_counts_status_category_id_brand_id_store_id_pk"
  PRIMARY KEY ("status", "category_id", "brand_id", "store_id") INCLUDE ("products");--> statement-breakpoint
INSERT INTO product_status_counts (status, category_id, brand_id, store_id, products)
  SELECT status, category_id, coalesce(brand_id, 0), coalesce(store_id, 0), count(*)
  FROM products GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE FUNCTION public.products_status_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_status_counts AS c (status, category_id, brand_id, store_id, products)
    SELECT status, category_id, coalesce(brand_id, 0), coalesce(store_id, 0), count(*)
    FROM inserted_products GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (status, category_id, brand_id, store_id)
    DO UPDATE SET products = c.products + excluded.products;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.products_status_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_status_counts AS c (status, category_id, brand_id, store_id, products)
    SELECT status, category_id, coalesce(brand_id, 0), coalesce(store_id, 0), -count(*)
    FROM deleted_products GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (status, category_id, brand_id, store_id)
    DO UPDATE SET products = c.products + excluded.products;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.products_status_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_status_counts AS c (status, category_id, brand_id, store_id, products)
    SELECT * FROM (VALUES
      (OLD.status, OLD.category_id, coalesce(OLD.brand_id, 0), coalesce(OLD.store_id, 0), -1),
      (NEW.status, NEW.category_id, coalesce(NEW.brand_id, 0), coalesce(NEW.store_id, 0), 1)
    ) AS moved ORDER BY 1, 2, 3, 4
  ON CONFLICT (status, category_id, brand_id, store_id)
    DO UPDATE SET products = c.products + excluded.products;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.products_status_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_status_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_status_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted_products
  FOR EACH STATEMENT EXECUTE FUNCTION public.products_status_inserted();--> statement-breakpoint
CREATE TRIGGER products_status_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS deleted_products
  FOR EACH STATEMENT EXECUTE FUNCTION public.products_status_deleted();--> statement-breakpoint
CREATE TRIGGER products_status_update
  AFTER UPDATE OF status, category_id, brand_id, store_id ON products
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.brand_id IS DISTINCT FROM NEW.brand_id OR OLD.store_id IS DISTINCT FROM NEW.store_id)
  EXECUTE FUNCTION public.products_status_updated();--> statement-breakpoint
CREATE TRIGGER products_status_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION public.products_status_truncated();
