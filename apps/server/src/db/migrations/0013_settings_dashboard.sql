ALTER TABLE "website_settings" ADD COLUMN "business_registration_number" varchar(13);--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "payment_methods" varchar(20)[] DEFAULT '{cod,bank_transfer,vnpay}'::varchar[] NOT NULL;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_published_stock_idx" ON "products" USING btree ("stock") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "classified_ads_pending_idx" ON "classified_ads" USING btree ("created_at") WHERE "classified_ads"."status" = 'pending';--> statement-breakpoint
-- Written by hand (like products_search_popular_idx in 0002): the back office's dashboard reads an
-- order's day, status, payment and total from this index alone (ADR 036).
CREATE INDEX "orders_placed_at_figures_idx" ON "orders" USING btree ("placed_at") INCLUDE ("status", "payment_status", "payment_method", "total");--> statement-breakpoint
-- The orders still waiting for money: transfers to check, COD to collect (a small set).
CREATE INDEX "orders_unpaid_open_idx" ON "orders" USING btree ("payment_method", "status") WHERE "payment_status" = 'unpaid' AND "status" <> 'cancelled';
