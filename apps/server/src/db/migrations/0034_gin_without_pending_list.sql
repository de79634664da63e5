-- The search indexes of the back office's product search keys, the classifieds and the news take
-- each new entry at once instead of in GIN's pending list. Every search reads that list whole, row
-- by row: after a few thousand product edits (up to 4 MB of it) the back office's search by name
-- answered at a quarter of its speed, until a vacuum emptied it. Those tables are searched far more
-- often than written. The GIN indexes of `products` and `orders` keep the list: every checkout
-- writes their rows (an order, each product's stock: an update that adds an entry to every index
-- of the product, GIN ones included), and the checkout is the shop's hot path.
ALTER INDEX product_search_keys_name_trgm_idx SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX product_search_keys_sku_trgm_idx SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX classified_ads_search_vector_idx SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX classified_ads_title_trgm_idx SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX articles_tags_idx SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX articles_search_vector_idx SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX articles_title_trgm_idx SET (fastupdate = off);--> statement-breakpoint
-- What the lists already hold goes into the indexes now.
SELECT gin_clean_pending_list(c.oid) FROM pg_class c
  WHERE c.relname IN ('product_search_keys_name_trgm_idx', 'product_search_keys_sku_trgm_idx',
    'classified_ads_search_vector_idx', 'classified_ads_title_trgm_idx', 'articles_tags_idx',
    'articles_search_vector_idx', 'articles_title_trgm_idx')
    AND c.relnamespace = 'public'::regnamespace;
