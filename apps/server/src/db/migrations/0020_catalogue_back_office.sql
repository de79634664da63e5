CREATE TYPE "public"."stock_reason" AS ENUM('initial', 'receive', 'count', 'damage', 'return', 'sale', 'cancel', 'import', 'other');--> statement-breakpoint
ALTER TYPE "public"."product_status" ADD VALUE 'hidden' BEFORE 'archived';--> statement-breakpoint
CREATE TABLE "product_slug_redirects" (
	"slug" varchar(280) PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_categories" (
	"voucher_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "voucher_categories_voucher_id_category_id_pk" PRIMARY KEY("voucher_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"sku" varchar(64) NOT NULL,
	"reason" "stock_reason" NOT NULL,
	"stock_before" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"staff_id" integer,
	"order_id" integer,
	"note" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "seo_title" varchar(255);--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "seo_description" varchar(500);--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "planned_sale_price" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "barcode" varchar(64);--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "planned_sale_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_window_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_max_per_order" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title" varchar(255);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description" varchar(500);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_categories" ADD CONSTRAINT "voucher_categories_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_categories" ADD CONSTRAINT "voucher_categories_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_slug_redirects_product_id_idx" ON "product_slug_redirects" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "voucher_categories_category_id_idx" ON "voucher_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_created_at_idx" ON "stock_movements" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_order_id_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_sale_window_idx" ON "products" USING btree ("id") WHERE "products"."sale_starts_at" is not null or "products"."sale_ends_at" is not null;--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree (("stock" - coalesce("low_stock_threshold", 5)),"id") WHERE "products"."status" <> 'archived';--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_planned_sale_price_below_price" CHECK ("product_variants"."planned_sale_price" >= 0 and "product_variants"."planned_sale_price" < "product_variants"."price");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_planned_sale_price_below_price" CHECK ("products"."planned_sale_price" >= 0 and "products"."planned_sale_price" < "products"."price");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_window_valid" CHECK ("products"."sale_ends_at" > "products"."sale_starts_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_max_per_order_positive" CHECK ("products"."sale_max_per_order" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_non_negative" CHECK ("products"."low_stock_threshold" >= 0);--> statement-breakpoint

-- Sale windows. `sale_price` is the sale price in force now, kept here and never written by the
-- application: `planned_sale_price` while now() lies between `sale_starts_at` and `sale_ends_at`
-- (each optional), else null. The variants follow their product's window. A write sets it at
-- once; the sale sweep (every minute, workflows/scheduled-work.ts) re-saves the products whose
-- window opened or closed since, which the triggers below turn into the new prices.
CREATE FUNCTION public.sale_window_open(starts timestamptz, ends timestamptz) RETURNS boolean
  STABLE LANGUAGE sql AS $$
  SELECT (starts IS NULL OR starts <= now()) AND (ends IS NULL OR now() < ends)
$$;--> statement-breakpoint
UPDATE "products" SET "planned_sale_price" = "sale_price" WHERE "sale_price" IS NOT NULL;--> statement-breakpoint
UPDATE "product_variants" SET "planned_sale_price" = "sale_price" WHERE "sale_price" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION public.products_keep_sale_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A writer of the previous release (or a test factory) inserts the sale price itself.
  IF TG_OP = 'INSERT' AND NEW.planned_sale_price IS NULL AND NEW.sale_starts_at IS NULL
     AND NEW.sale_ends_at IS NULL THEN
    NEW.planned_sale_price := NEW.sale_price;
  END IF;
  NEW.sale_window_open := public.sale_window_open(NEW.sale_starts_at, NEW.sale_ends_at);
  NEW.sale_price := CASE WHEN NEW.sale_window_open THEN NEW.planned_sale_price END;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_keep_sale_price
  BEFORE INSERT OR UPDATE OF price, sale_price, planned_sale_price, sale_starts_at, sale_ends_at,
    sale_window_open ON products
  FOR EACH ROW EXECUTE FUNCTION public.products_keep_sale_price();--> statement-breakpoint
CREATE FUNCTION public.product_variants_keep_sale_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.planned_sale_price IS NULL THEN
    NEW.planned_sale_price := NEW.sale_price;
  END IF;
  NEW.sale_price := CASE
    WHEN (SELECT p.sale_window_open FROM products p WHERE p.id = NEW.product_id)
    THEN NEW.planned_sale_price END;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER product_variants_keep_sale_price
  BEFORE INSERT OR UPDATE OF product_id, price, sale_price, planned_sale_price ON product_variants
  FOR EACH ROW EXECUTE FUNCTION public.product_variants_keep_sale_price();--> statement-breakpoint
CREATE FUNCTION public.products_sale_window_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_variants SET sale_price = NULL
    WHERE product_id = NEW.id AND planned_sale_price IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
-- UPDATE OF names the SET list: the window's ends are there when a save moved it.
CREATE TRIGGER products_sale_window_moved
  AFTER UPDATE OF sale_starts_at, sale_ends_at, sale_window_open ON products
  FOR EACH ROW WHEN (OLD.sale_window_open IS DISTINCT FROM NEW.sale_window_open)
  EXECUTE FUNCTION public.products_sale_window_moved();--> statement-breakpoint
-- The sweep: the products whose window opened or closed since they were last saved.
CREATE FUNCTION public.sweep_sale_windows() RETURNS integer LANGUAGE sql AS $$
  WITH moved AS (
    UPDATE products SET sale_window_open = public.sale_window_open(sale_starts_at, sale_ends_at)
    WHERE (sale_starts_at IS NOT NULL OR sale_ends_at IS NOT NULL)
      AND sale_window_open IS DISTINCT FROM public.sale_window_open(sale_starts_at, sale_ends_at)
    RETURNING 1
  )
  SELECT count(*)::int FROM moved
$$;--> statement-breakpoint

-- The stock ledger: every change of a stock leaves its row, whoever makes it. The writer names
-- the reason, staff member, order and note of its transaction with set_config(…, true):
-- phiencho.stock_reason, phiencho.stock_staff_id, phiencho.stock_order_id, phiencho.stock_note.
-- Without a reason, a new row's stock is 'initial' and a change 'other'. A product sold by
-- variant keeps the sum of its variants' stocks: its own changes leave no row, theirs do.
CREATE FUNCTION public.record_stock_movement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  variant integer;
  product integer;
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    IF EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = NEW.id)
       OR NOT EXISTS (SELECT 1 FROM products p WHERE p.id = NEW.id) THEN
      RETURN NULL;
    END IF;
    product := NEW.id;
  ELSE
    product := NEW.product_id;
    variant := NEW.id;
  END IF;
  INSERT INTO stock_movements (product_id, variant_id, sku, reason, stock_before, stock_after,
      staff_id, order_id, note)
    VALUES (product, variant, NEW.sku,
      coalesce(nullif(current_setting('phiencho.stock_reason', true), ''),
        CASE WHEN TG_OP = 'INSERT' THEN 'initial' ELSE 'other' END)::stock_reason,
      CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.stock END, NEW.stock,
      nullif(current_setting('phiencho.stock_staff_id', true), '')::integer,
      nullif(current_setting('phiencho.stock_order_id', true), '')::integer,
      nullif(current_setting('phiencho.stock_note', true), ''));
  RETURN NULL;
END $$;--> statement-breakpoint
-- At COMMIT, once the variants inserted with a new product are there to tell which rows count.
CREATE CONSTRAINT TRIGGER products_stock_recorded AFTER INSERT ON products
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.stock <> 0) EXECUTE FUNCTION public.record_stock_movement();--> statement-breakpoint
CREATE TRIGGER products_stock_changed_recorded AFTER UPDATE OF stock ON products
  FOR EACH ROW WHEN (OLD.stock IS DISTINCT FROM NEW.stock)
  EXECUTE FUNCTION public.record_stock_movement();--> statement-breakpoint
CREATE TRIGGER product_variants_stock_recorded AFTER INSERT ON product_variants
  FOR EACH ROW WHEN (NEW.stock <> 0) EXECUTE FUNCTION public.record_stock_movement();--> statement-breakpoint
CREATE TRIGGER product_variants_stock_changed_recorded AFTER UPDATE OF stock ON product_variants
  FOR EACH ROW WHEN (OLD.stock IS DISTINCT FROM NEW.stock)
  EXECUTE FUNCTION public.record_stock_movement();--> statement-breakpoint
-- The stock already there opens the ledger.
INSERT INTO stock_movements (product_id, variant_id, sku, reason, stock_before, stock_after)
  SELECT p.id, NULL::integer, p.sku, 'initial'::stock_reason, 0, p.stock FROM products p
  WHERE p.stock <> 0 AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
  UNION ALL
  SELECT v.product_id, v.id, v.sku, 'initial'::stock_reason, 0, v.stock FROM product_variants v WHERE v.stock <> 0;--> statement-breakpoint

-- What the shop shows of the new columns announces (ADR 043), the planned sale price too: UPDATE
-- OF names the SET list, and a write of the planned price changes the price in force. The version
-- and the low-stock threshold are the back office's alone.
DROP TRIGGER products_edited ON products;--> statement-breakpoint
CREATE TRIGGER products_edited
  AFTER UPDATE OF id, store_id, brand_id, category_id, name, slug, sku, short_description,
    description, price, sale_price, status, listed, attributes, created_at, planned_sale_price,
    sale_starts_at, sale_ends_at, sale_window_open, sale_max_per_order, option_types, seo_title,
    seo_description
  ON products
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
DROP TRIGGER product_variants_edited ON product_variants;--> statement-breakpoint
CREATE TRIGGER product_variants_edited
  AFTER UPDATE OF id, product_id, sku, name, options, price, sale_price, planned_sale_price,
    position, created_at, barcode, image_id
  ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER product_slug_redirects_changed AFTER INSERT OR UPDATE OR DELETE ON product_slug_redirects
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER product_slug_redirects_truncated AFTER TRUNCATE ON product_slug_redirects
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');
