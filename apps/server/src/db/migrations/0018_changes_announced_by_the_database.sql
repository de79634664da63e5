-- The database announces every committed change of what the in-memory caches are made of
-- (ADR 043): the triggers below run `announce_change(topic)`, which NOTIFYs the channel
-- `phiencho_changes` with the topic (delivered to every listening process at COMMIT, never for a
-- rolled-back transaction) and, for a session that asked for it (`phiencho.changes_notice`),
-- RAISEs a NOTICE that reaches the writing connection during the statement, so that the writing
-- process forgets before its own COMMIT returns. Once per topic and transaction: a seed of
-- thousands of statements sends one of each.
CREATE FUNCTION public.announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topic text := TG_ARGV[0];
BEGIN
  -- A transaction-local setting: reverted with the transaction (or the savepoint), as the NOTIFY.
  IF current_setting('phiencho.announced_' || topic, true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('phiencho.announced_' || topic, 'on', true);
    PERFORM pg_notify('phiencho_changes', topic);
    IF current_setting('phiencho.changes_notice', true) = 'on' THEN
      RAISE NOTICE USING MESSAGE = 'phiencho_changes:' || topic;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- What a product card shows of a stock (`stockStatus` in modules/catalog/product-card.ts, with
-- LOW_STOCK_THRESHOLD = 5): 0 sold out, 1 low, 2 in stock. A test compares the two.
CREATE FUNCTION public.stock_band(stock integer) RETURNS integer
  IMMUTABLE LANGUAGE sql AS $$
  SELECT CASE WHEN stock <= 0 THEN 0 WHEN stock <= 5 THEN 1 ELSE 2 END
$$;--> statement-breakpoint

-- catalog: what the catalogue answers and the kept pages show. Tables written only by the back
-- office and the seed announce every statement.
CREATE TRIGGER product_categories_changed AFTER INSERT OR UPDATE OR DELETE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER product_categories_truncated AFTER TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER brands_changed AFTER INSERT OR UPDATE OR DELETE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER brands_truncated AFTER TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER stores_changed AFTER INSERT OR UPDATE OR DELETE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER stores_truncated AFTER TRUNCATE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER product_images_changed AFTER INSERT OR UPDATE OR DELETE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER product_images_truncated AFTER TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER classified_topics_changed AFTER INSERT OR UPDATE OR DELETE ON classified_topics
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER classified_topics_truncated AFTER TRUNCATE ON classified_topics
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER classified_images_changed AFTER INSERT OR UPDATE OR DELETE ON classified_images
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER classified_images_truncated AFTER TRUNCATE ON classified_images
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER article_categories_changed AFTER INSERT OR UPDATE OR DELETE ON article_categories
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER article_categories_truncated AFTER TRUNCATE ON article_categories
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint

-- Tables with counters written on hot paths: an update announces only when it sets a column
-- that is shown (UPDATE OF: the columns named in its SET). Left out: the stock (below), the
-- sold and view counters and products' and variants' `updated_at` (a checkout writes them; a
-- card's sold count may lag by the caches' few seconds), and generated columns (they follow
-- the columns they are made of). A test makes every new column take a side.
CREATE TRIGGER products_changed AFTER INSERT OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER products_edited
  AFTER UPDATE OF id, store_id, brand_id, category_id, name, slug, sku, short_description,
    description, price, sale_price, status, listed, attributes, created_at ON products
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
-- A checkout takes stock from a product on every order: only a change of what its card reads
-- (in stock, low, sold out) announces, so an order does not empty the caches.
CREATE TRIGGER products_stock_band_changed AFTER UPDATE OF stock ON products
  FOR EACH ROW WHEN (public.stock_band(OLD.stock) <> public.stock_band(NEW.stock))
  EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER products_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER product_variants_changed AFTER INSERT OR DELETE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER product_variants_edited
  AFTER UPDATE OF id, product_id, sku, name, options, price, sale_price, position, created_at
  ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER product_variants_stock_band_changed AFTER UPDATE OF stock ON product_variants
  FOR EACH ROW WHEN (public.stock_band(OLD.stock) <> public.stock_band(NEW.stock))
  EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER product_variants_truncated AFTER TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
-- Every open of an article or an ad counts a view.
CREATE TRIGGER articles_changed AFTER INSERT OR DELETE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER articles_edited
  AFTER UPDATE OF id, category_id, author_id, title, slug, excerpt, cover_image, cover_width,
    cover_height, body, tags, status, published_at, is_featured, created_at, updated_at
  ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER articles_truncated AFTER TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER classified_ads_changed AFTER INSERT OR DELETE ON classified_ads
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER classified_ads_edited
  AFTER UPDATE OF id, user_id, topic_id, title, slug, body, price, province_code, ward_code,
    contact_name, contact_phone, status, moderation_note, expires_at, bumped_at, created_at,
    updated_at
  ON classified_ads
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER classified_ads_truncated AFTER TRUNCATE ON classified_ads
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
-- An article shows its author's name, an ad when its poster joined; sign-ins and profile
-- changes of everyone else write the same table.
CREATE TRIGGER users_shown_changed AFTER UPDATE OF name, created_at ON users
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint

-- settings: the website settings row (its answer, the settings row kept for checkout, pages).
CREATE TRIGGER website_settings_changed AFTER INSERT OR UPDATE OR DELETE ON website_settings
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('settings');--> statement-breakpoint
CREATE TRIGGER website_settings_truncated AFTER TRUNCATE ON website_settings
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('settings');--> statement-breakpoint

-- geo: the provinces and wards (the directory kept in memory, names on pages).
CREATE TRIGGER provinces_changed AFTER INSERT OR UPDATE OR DELETE ON provinces
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('geo');--> statement-breakpoint
CREATE TRIGGER provinces_truncated AFTER TRUNCATE ON provinces
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('geo');--> statement-breakpoint
CREATE TRIGGER wards_changed AFTER INSERT OR UPDATE OR DELETE ON wards
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('geo');--> statement-breakpoint
CREATE TRIGGER wards_truncated AFTER TRUNCATE ON wards
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('geo');
