CREATE TABLE "product_listing_counts" (
	"category_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_listing_counts_category_id_store_id_brand_id_pk" PRIMARY KEY("category_id","store_id","brand_id")
);
--> statement-breakpoint
-- Kept by triggers: inserts and deletes a statement at a time (a seed or an import adds thousands of
-- rows), updates row by row and only when a counted column changes, so that a stock or price update
-- (every checkout) costs nothing here. Keys are taken in order, so two writers lock rows alike.
CREATE FUNCTION public.product_listing_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_listing_counts AS c (category_id, store_id, brand_id, products)
    SELECT category_id, coalesce(store_id, 0), coalesce(brand_id, 0), count(*)::int
    FROM inserted_rows WHERE status = 'published'
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (category_id, store_id, brand_id)
    DO UPDATE SET products = c.products + excluded.products;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.product_listing_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_listing_counts c SET products = c.products - d.products
  FROM (
    SELECT category_id, coalesce(store_id, 0) AS store_id, coalesce(brand_id, 0) AS brand_id,
      count(*)::int AS products
    FROM deleted_rows WHERE status = 'published'
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ) d
  WHERE c.category_id = d.category_id AND c.store_id = d.store_id AND c.brand_id = d.brand_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.product_listing_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'published' THEN
    UPDATE product_listing_counts SET products = products - 1
    WHERE category_id = OLD.category_id AND store_id = coalesce(OLD.store_id, 0)
      AND brand_id = coalesce(OLD.brand_id, 0);
  END IF;
  IF NEW.status = 'published' THEN
    INSERT INTO product_listing_counts AS c (category_id, store_id, brand_id, products)
    VALUES (NEW.category_id, coalesce(NEW.store_id, 0), coalesce(NEW.brand_id, 0), 1)
    ON CONFLICT (category_id, store_id, brand_id) DO UPDATE SET products = c.products + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.product_listing_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_listing_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_listing_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.product_listing_counts_inserted();--> statement-breakpoint
CREATE TRIGGER products_listing_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.product_listing_counts_deleted();--> statement-breakpoint
CREATE TRIGGER products_listing_counts_update
  AFTER UPDATE OF status, category_id, store_id, brand_id ON products
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.category_id IS DISTINCT FROM NEW.category_id
    OR OLD.store_id IS DISTINCT FROM NEW.store_id OR OLD.brand_id IS DISTINCT FROM NEW.brand_id)
  EXECUTE FUNCTION public.product_listing_counts_updated();--> statement-breakpoint
CREATE TRIGGER products_listing_counts_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION public.product_listing_counts_truncated();--> statement-breakpoint
INSERT INTO product_listing_counts (category_id, store_id, brand_id, products)
  SELECT category_id, coalesce(store_id, 0), coalesce(brand_id, 0), count(*)::int
  FROM products WHERE status = 'published'
  GROUP BY 1, 2, 3;
