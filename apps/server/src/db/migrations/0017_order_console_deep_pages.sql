DROP INDEX "orders_status_placed_at_idx";--> statement-breakpoint
DROP INDEX "orders_placed_at_idx";--> statement-breakpoint
DROP INDEX "orders_status_total_idx";--> statement-breakpoint
DROP INDEX "orders_total_idx";--> statement-breakpoint
CREATE INDEX "orders_contact_phone_trgm_idx" ON "orders" USING gin ("contact_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_status_placed_at_idx" ON "orders" USING btree ("status","placed_at","id");--> statement-breakpoint
CREATE INDEX "orders_placed_at_idx" ON "orders" USING btree ("placed_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_total_idx" ON "orders" USING btree ("status","total","id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total","id");--> statement-breakpoint
-- The transfer and COD tabs (unpaid, not cancelled) in the list's order, status included: their
-- pages are found in this index alone.
CREATE INDEX "orders_unpaid_open_placed_at_idx" ON "orders" USING btree ("payment_method", "placed_at", "id") INCLUDE ("status") WHERE "payment_status" = 'unpaid' AND "status" <> 'cancelled';--> statement-breakpoint
-- The dashboard reads its aggregates (migration 0016) since; every order write paid for this one.
DROP INDEX IF EXISTS "orders_placed_at_figures_idx";
