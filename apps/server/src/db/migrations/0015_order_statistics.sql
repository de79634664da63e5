-- How payment method, payment status and status go together (a bank transfer is rarely unpaid once
-- confirmed). Without it the planner multiplies their separate frequencies, expects 36,000 unpaid
-- transfers among 1,000,000 orders where there are 341, and walks the whole placed_at index for a
-- console tab's deep page (462 ms) instead of reading the unpaid orders' partial index (0.5 ms).
CREATE STATISTICS IF NOT EXISTS "orders_payment_mcv" (mcv) ON "payment_method", "payment_status", "status" FROM "orders";
--> statement-breakpoint
-- Statistics are read by the next ANALYZE; this one runs it now (a sample, seconds on a large table).
ANALYZE "orders";
