ALTER TABLE "voucher_redemptions" ADD COLUMN "customer_email" varchar(254);--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_email_idx" ON "voucher_redemptions" USING btree ("voucher_id","customer_email");--> statement-breakpoint
-- Uses made before the email was recorded count by their order's email too.
UPDATE "voucher_redemptions" SET "customer_email" = lower("orders"."contact_email") FROM "orders" WHERE "orders"."id" = "voucher_redemptions"."order_id";
