-- The ratings were never backed by a stored review; none may be shown until reviews exist (ADR 027).
ALTER TABLE "products" DROP CONSTRAINT "products_rating_range";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_counts_non_negative";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "rating_average";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "rating_count";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_counts_non_negative" CHECK ("products"."sold_count" >= 0 and "products"."view_count" >= 0);
