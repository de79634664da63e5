CREATE TABLE "order_state_counts" (
	"status" "order_status" NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"payment_status" "payment_status" NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_state_counts_status_payment_method_payment_status_pk" PRIMARY KEY("status","payment_method","payment_status")
);
--> statement-breakpoint
-- Written by hand from here. The key carries the count, so a tab reads it from the index alone.
ALTER TABLE "order_state_counts" DROP CONSTRAINT "order_state_counts_status_payment_method_payment_status_pk";--> statement-breakpoint
ALTER TABLE "order_state_counts" ADD CONSTRAINT "order_state_counts_status_payment_method_payment_status_pk"
  PRIMARY KEY ("status", "payment_method", "payment_status") INCLUDE ("orders");--> statement-breakpoint
-- The order changes carry the payment method too (the table is empty outside a transaction).
ALTER TABLE order_figure_changes ADD COLUMN payment_method payment_method NOT NULL;--> statement-breakpoint
INSERT INTO order_state_counts (status, payment_method, payment_status, orders)
  SELECT status, payment_method, payment_status, count(*) FROM orders GROUP BY 1, 2, 3;--> statement-breakpoint
-- As in migration 0016, with the state counts folded from the same changes in the same statement
-- as the day figures, before the sales: one lock order for every transaction.
CREATE OR REPLACE FUNCTION public.dashboard_changes_folded() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone_days date[];
  gone_statuses order_status[];
  gone_payments payment_status[];
  gone_state_statuses order_status[];
  gone_methods payment_method[];
  gone_state_payments payment_status[];
  gone_periods varchar[];
  gone_ids integer[];
  gone_names varchar[];
BEGIN
  IF current_setting('phiencho.dashboard_changes', true) IS DISTINCT FROM 'pending' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('phiencho.dashboard_changes', '', true);
  WITH taken AS (DELETE FROM order_figure_changes RETURNING *),
  figures AS (
    INSERT INTO order_day_figures AS f (day, status, payment_status, orders, total)
      SELECT day, status, payment_status, sum(orders), sum(total) FROM taken
      GROUP BY 1, 2, 3 HAVING sum(orders) <> 0 OR sum(total) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (day, status, payment_status)
      DO UPDATE SET orders = f.orders + excluded.orders, total = f.total + excluded.total
    RETURNING f.day, f.status, f.payment_status, f.orders
  ),
  states AS (
    INSERT INTO order_state_counts AS c (status, payment_method, payment_status, orders)
      SELECT status, payment_method, payment_status, sum(orders) FROM taken
      GROUP BY 1, 2, 3 HAVING sum(orders) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (status, payment_method, payment_status)
      DO UPDATE SET orders = c.orders + excluded.orders
    RETURNING c.status, c.payment_method, c.payment_status, c.orders
  ),
  gone_figures AS (
    SELECT array_agg(day ORDER BY day, status, payment_status) AS days,
      array_agg(status ORDER BY day, status, payment_status) AS statuses,
      array_agg(payment_status ORDER BY day, status, payment_status) AS payments
    FROM figures WHERE orders = 0
  ),
  gone_states AS (
    SELECT array_agg(status ORDER BY status, payment_method, payment_status) AS statuses,
      array_agg(payment_method ORDER BY status, payment_method, payment_status) AS methods,
      array_agg(payment_status ORDER BY status, payment_method, payment_status) AS payments
    FROM states WHERE orders = 0
  )
  SELECT gf.days, gf.statuses, gf.payments, gs.statuses, gs.methods, gs.payments
    INTO gone_days, gone_statuses, gone_payments, gone_state_statuses, gone_methods, gone_state_payments
    FROM gone_figures gf, gone_states gs;
  IF gone_days IS NOT NULL THEN
    DELETE FROM order_day_figures f
      USING unnest(gone_days, gone_statuses, gone_payments) AS g(day, status, payment_status)
      WHERE f.day = g.day AND f.status = g.status AND f.payment_status = g.payment_status
        AND f.orders = 0;
  END IF;
  IF gone_state_statuses IS NOT NULL THEN
    DELETE FROM order_state_counts c
      USING unnest(gone_state_statuses, gone_methods, gone_state_payments)
        AS g(status, payment_method, payment_status)
      WHERE c.status = g.status AND c.payment_method = g.payment_method
        AND c.payment_status = g.payment_status AND c.orders = 0;
  END IF;

  WITH taken AS (DELETE FROM product_sales_changes RETURNING *),
  keyed AS (
    SELECT 'day' AS period, day AS starts_on, product_id, name, quantity, revenue FROM taken
    UNION ALL
    SELECT 'month', date_trunc('month', day)::date, product_id, name, quantity, revenue FROM taken
    UNION ALL
    SELECT 'year', date_trunc('year', day)::date, product_id, name, quantity, revenue FROM taken
  ),
  written AS (
    INSERT INTO product_sales AS s (period, starts_on, product_id, name, quantity, revenue)
      SELECT period, starts_on, product_id, name, sum(quantity), sum(revenue) FROM keyed
      GROUP BY 1, 2, 3, 4 HAVING sum(quantity) <> 0 OR sum(revenue) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (period, starts_on, product_id, name)
      DO UPDATE SET quantity = s.quantity + excluded.quantity, revenue = s.revenue + excluded.revenue
    RETURNING s.period, s.starts_on, s.product_id, s.name, s.quantity
  )
  SELECT array_agg(period), array_agg(starts_on), array_agg(product_id), array_agg(name)
    INTO gone_periods, gone_days, gone_ids, gone_names
    FROM written WHERE quantity = 0;
  IF gone_periods IS NOT NULL THEN
    DELETE FROM product_sales s
      USING unnest(gone_periods, gone_days, gone_ids, gone_names) AS g(period, starts_on, product_id, name)
      WHERE s.period = g.period AND s.starts_on = g.starts_on AND s.product_id = g.product_id
        AND s.name = g.name AND s.quantity = 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.order_figures_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_figure_changes (day, status, payment_method, payment_status, orders, total)
    SELECT vietnam_day(placed_at), status, payment_method, payment_status, count(*), sum(total)
    FROM inserted_orders GROUP BY 1, 2, 3, 4;
  PERFORM set_config('phiencho.dashboard_changes', 'pending', true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.order_figures_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_figure_changes (day, status, payment_method, payment_status, orders, total)
    SELECT vietnam_day(placed_at), status, payment_method, payment_status, -count(*), -sum(total)
    FROM deleted_orders GROUP BY 1, 2, 3, 4;
  PERFORM set_config('phiencho.dashboard_changes', 'pending', true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.order_aggregates_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_figure_changes (day, status, payment_method, payment_status, orders, total) VALUES
    (vietnam_day(OLD.placed_at), OLD.status, OLD.payment_method, OLD.payment_status, -1, -OLD.total),
    (vietnam_day(NEW.placed_at), NEW.status, NEW.payment_method, NEW.payment_status, 1, NEW.total);
  IF (OLD.status = 'cancelled') IS DISTINCT FROM (NEW.status = 'cancelled')
    OR vietnam_day(OLD.placed_at) <> vietnam_day(NEW.placed_at) THEN
    INSERT INTO product_sales_changes (day, product_id, name, quantity, revenue)
      SELECT d.day, coalesce(i.product_id, 0), i.name, d.sign * sum(i.quantity), d.sign * sum(i.line_total)
      FROM order_items i
      CROSS JOIN (VALUES (vietnam_day(OLD.placed_at), -1, OLD.status), (vietnam_day(NEW.placed_at), 1, NEW.status))
        AS d(day, sign, status)
      WHERE i.order_id = NEW.id AND d.status <> 'cancelled'
      GROUP BY d.day, d.sign, 2, 3;
  END IF;
  PERFORM set_config('phiencho.dashboard_changes', 'pending', true);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER orders_aggregates_update ON orders;--> statement-breakpoint
CREATE TRIGGER orders_aggregates_update
  AFTER UPDATE OF status, payment_method, payment_status, total, placed_at ON orders
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.payment_method IS DISTINCT FROM NEW.payment_method
    OR OLD.payment_status IS DISTINCT FROM NEW.payment_status
    OR OLD.total IS DISTINCT FROM NEW.total OR OLD.placed_at IS DISTINCT FROM NEW.placed_at)
  EXECUTE FUNCTION public.order_aggregates_updated();--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.order_figures_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_figure_changes;
  DELETE FROM order_day_figures;
  DELETE FROM order_state_counts;
  RETURN NULL;
END $$;
