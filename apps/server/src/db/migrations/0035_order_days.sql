CREATE TABLE "order_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"pending" integer NOT NULL,
	"confirmed" integer NOT NULL,
	"shipping" integer NOT NULL,
	"delivered" integer NOT NULL,
	"completed" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"revenue_orders" integer NOT NULL
);
--> statement-breakpoint
-- Written by hand from here (ADR 062). The key carries the counted values, so a range is read
-- from the index alone.
ALTER TABLE "order_days" DROP CONSTRAINT "order_days_pkey";--> statement-breakpoint
ALTER TABLE "order_days" ADD CONSTRAINT "order_days_pkey" PRIMARY KEY ("day")
  INCLUDE ("orders", "pending", "confirmed", "shipping", "delivered", "completed", "cancelled",
    "revenue", "revenue_orders");--> statement-breakpoint
-- Writers wait here until the migration commits; one that journalled changes before is waited
-- for, and its figures are in the backfill below.
LOCK TABLE order_figure_changes IN ACCESS EXCLUSIVE MODE;--> statement-breakpoint
-- As in migration 0023, the day figures folded into one row a day. Revenue counts an order neither
-- cancelled nor refunded that is paid or completed (a completed COD order has been paid to the
-- courier): a change moves an order from one state to another, so the day's revenue takes the
-- old state's share away and adds the new one's.
CREATE OR REPLACE FUNCTION public.dashboard_changes_folded() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone_days date[];
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
  moved AS (
    SELECT day, sum(orders)::int AS orders,
      coalesce(sum(orders) FILTER (WHERE status = 'pending'), 0)::int AS pending,
      coalesce(sum(orders) FILTER (WHERE status = 'confirmed'), 0)::int AS confirmed,
      coalesce(sum(orders) FILTER (WHERE status = 'shipping'), 0)::int AS shipping,
      coalesce(sum(orders) FILTER (WHERE status = 'delivered'), 0)::int AS delivered,
      coalesce(sum(orders) FILTER (WHERE status = 'completed'), 0)::int AS completed,
      coalesce(sum(orders) FILTER (WHERE status = 'cancelled'), 0)::int AS cancelled,
      coalesce(sum(total) FILTER (WHERE status <> 'cancelled' AND payment_status <> 'refunded'
        AND (payment_status = 'paid' OR status = 'completed')), 0)::bigint AS revenue,
      coalesce(sum(orders) FILTER (WHERE status <> 'cancelled' AND payment_status <> 'refunded'
        AND (payment_status = 'paid' OR status = 'completed')), 0)::int AS revenue_orders
    FROM taken GROUP BY day
  ),
  days AS (
    INSERT INTO order_days AS d (day, orders, pending, confirmed, shipping, delivered, completed,
        cancelled, revenue, revenue_orders)
      SELECT * FROM moved
      WHERE (orders, pending, confirmed, shipping, delivered, completed, cancelled, revenue,
        revenue_orders) <> (0, 0, 0, 0, 0, 0, 0, 0, 0)
      ORDER BY day
    ON CONFLICT (day) DO UPDATE SET orders = d.orders + excluded.orders,
      pending = d.pending + excluded.pending, confirmed = d.confirmed + excluded.confirmed,
      shipping = d.shipping + excluded.shipping, delivered = d.delivered + excluded.delivered,
      completed = d.completed + excluded.completed, cancelled = d.cancelled + excluded.cancelled,
      revenue = d.revenue + excluded.revenue, revenue_orders = d.revenue_orders + excluded.revenue_orders
    RETURNING d.day, d.orders
  ),
  states AS (
    INSERT INTO order_state_counts AS c (status, payment_method, payment_status, orders)
      SELECT status, payment_method, payment_status, sum(orders) FROM taken
      GROUP BY 1, 2, 3 HAVING sum(orders) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (status, payment_method, payment_status)
      DO UPDATE SET orders = c.orders + excluded.orders
    RETURNING c.status, c.payment_method, c.payment_status, c.orders
  ),
  gone_dates AS (
    SELECT array_agg(day ORDER BY day) AS days FROM days WHERE orders = 0
  ),
  gone_states AS (
    SELECT array_agg(status ORDER BY status, payment_method, payment_status) AS statuses,
      array_agg(payment_method ORDER BY status, payment_method, payment_status) AS methods,
      array_agg(payment_status ORDER BY status, payment_method, payment_status) AS payments
    FROM states WHERE orders = 0
  )
  SELECT gd.days, gs.statuses, gs.methods, gs.payments
    INTO gone_days, gone_state_statuses, gone_methods, gone_state_payments
    FROM gone_dates gd, gone_states gs;
  IF gone_days IS NOT NULL THEN
    DELETE FROM order_days d WHERE d.day = ANY (gone_days) AND d.orders = 0;
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
CREATE OR REPLACE FUNCTION public.order_figures_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_figure_changes;
  DELETE FROM order_days;
  DELETE FROM order_state_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO order_days (day, orders, pending, confirmed, shipping, delivered, completed, cancelled,
    revenue, revenue_orders)
  SELECT day, sum(orders),
    coalesce(sum(orders) FILTER (WHERE status = 'pending'), 0),
    coalesce(sum(orders) FILTER (WHERE status = 'confirmed'), 0),
    coalesce(sum(orders) FILTER (WHERE status = 'shipping'), 0),
    coalesce(sum(orders) FILTER (WHERE status = 'delivered'), 0),
    coalesce(sum(orders) FILTER (WHERE status = 'completed'), 0),
    coalesce(sum(orders) FILTER (WHERE status = 'cancelled'), 0),
    coalesce(sum(total) FILTER (WHERE status <> 'cancelled' AND payment_status <> 'refunded'
      AND (payment_status = 'paid' OR status = 'completed')), 0),
    coalesce(sum(orders) FILTER (WHERE status <> 'cancelled' AND payment_status <> 'refunded'
      AND (payment_status = 'paid' OR status = 'completed')), 0)
  FROM order_day_figures GROUP BY day;--> statement-breakpoint
DROP TABLE "order_day_figures";--> statement-breakpoint
ANALYZE order_days;
