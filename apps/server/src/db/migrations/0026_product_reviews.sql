CREATE TYPE "public"."review_status" AS ENUM('pending', 'published', 'hidden');--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"status" "review_status" NOT NULL,
	"held_for" varchar(20),
	"hidden_reason" text,
	"has_photos" boolean DEFAULT false NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"edited_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_rating_range" CHECK ("product_reviews"."rating" between 1 and 5),
	CONSTRAINT "product_reviews_helpful_non_negative" CHECK ("product_reviews"."helpful_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_helpful_votes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL,
	"path" text NOT NULL,
	"width" integer,
	"height" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL,
	"reporter_id" integer,
	"reason" text NOT NULL,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_histogram" integer[] DEFAULT '{0,0,0,0,0}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_average" double precision GENERATED ALWAYS AS (case when rating_count > 0 then rating_sum::double precision / rating_count end) STORED;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_order_item_unique" ON "product_reviews" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "product_reviews_user_id_idx" ON "product_reviews" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_product_newest_idx" ON "product_reviews" USING btree ("product_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST,"rating","has_photos") WHERE "product_reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "product_reviews_product_helpful_idx" ON "product_reviews" USING btree ("product_id","helpful_count" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST,"rating","has_photos") WHERE "product_reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "product_reviews_product_photos_idx" ON "product_reviews" USING btree ("product_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST,"rating") WHERE "product_reviews"."status" = 'published' and "product_reviews"."has_photos";--> statement-breakpoint
CREATE INDEX "product_reviews_status_created_idx" ON "product_reviews" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "review_helpful_votes_user_id_idx" ON "review_helpful_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "review_photos_review_id_idx" ON "review_photos" USING btree ("review_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_unique" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE INDEX "review_reports_status_idx" ON "review_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "review_reports_reporter_id_idx" ON "review_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "products_listing_rating_idx" ON "products" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST,"category_id","brand_id","store_id","sale_price","stock","effective_price") WHERE "products"."listed";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_consistent" CHECK ("products"."rating_count" >= 0 and "products"."rating_sum" between "products"."rating_count" and 5 * "products"."rating_count" and cardinality("products"."rating_histogram") = 5);--> statement-breakpoint
-- Written by hand from here. A product's rating is kept from its published reviews in the
-- review's own transaction (ADR 050): the count, the sum of stars and the count per star, which
-- the product page, the cards and the "đánh giá cao" sort read without counting reviews. Row by
-- row: reviews are written one at a time (the seed's few thousand too).
CREATE FUNCTION public.product_reviews_rated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.status = 'published' THEN
      UPDATE products SET rating_count = rating_count - 1, rating_sum = rating_sum - OLD.rating,
        rating_histogram[OLD.rating] = rating_histogram[OLD.rating] - 1
      WHERE id = OLD.product_id;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.status = 'published' THEN
      UPDATE products SET rating_count = rating_count + 1, rating_sum = rating_sum + NEW.rating,
        rating_histogram[NEW.rating] = rating_histogram[NEW.rating] + 1
      WHERE id = NEW.product_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.product_reviews_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET rating_count = 0, rating_sum = 0, rating_histogram = '{0,0,0,0,0}'
  WHERE rating_count <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_reviews_rating_insert_delete AFTER INSERT OR DELETE ON product_reviews
  FOR EACH ROW EXECUTE FUNCTION public.product_reviews_rated();--> statement-breakpoint
CREATE TRIGGER product_reviews_rating_update
  AFTER UPDATE OF status, rating, product_id ON product_reviews
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.rating IS DISTINCT FROM NEW.rating OR OLD.product_id IS DISTINCT FROM NEW.product_id)
  EXECUTE FUNCTION public.product_reviews_rated();--> statement-breakpoint
CREATE TRIGGER product_reviews_rating_truncate AFTER TRUNCATE ON product_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION public.product_reviews_truncated();--> statement-breakpoint

-- What the shop shows of reviews announces (ADR 043): a card's rating, the product page's summary
-- and reviews. The "hữu ích" counter may lag by the caches' few seconds, as a sold count does.
CREATE TRIGGER products_rated AFTER UPDATE OF rating_count, rating_sum, rating_histogram ON products
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER product_reviews_changed AFTER INSERT OR DELETE ON product_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER product_reviews_edited
  AFTER UPDATE OF id, product_id, order_item_id, user_id, rating, body, status, held_for,
    hidden_reason, has_photos, edited_at, reply, replied_at, replied_by, published_at, created_at
  ON product_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER product_reviews_truncated AFTER TRUNCATE ON product_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER review_photos_changed AFTER INSERT OR UPDATE OR DELETE ON review_photos
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
CREATE TRIGGER review_photos_truncated AFTER TRUNCATE ON review_photos
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');
