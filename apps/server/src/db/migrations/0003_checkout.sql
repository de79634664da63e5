ALTER TABLE "website_settings" ADD COLUMN "express_shipping_fees" jsonb DEFAULT '{"north":50000,"central":60000,"south":50000}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "seen_unit_price" integer;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD COLUMN "customer_phone" varchar(20);--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_phone_idx" ON "voucher_redemptions" USING btree ("voucher_id","customer_phone");