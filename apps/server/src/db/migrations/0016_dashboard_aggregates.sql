CREATE TABLE "order_day_figures" (
	"day" date NOT NULL,
	"status" "order_status" NOT NULL,
	"payment_status" "payment_status" NOT NULL,
	"orders" integer NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "order_day_figures_day_status_payment_status_pk" PRIMARY KEY("day","status","payment_status")
);
--> statement-breakpoint
CREATE TABLE "product_sales" (
	"period" varchar(5) NOT NULL,
	"starts_on" date NOT NULL,
	"product_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"quantity" integer NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "product_sales_period_starts_on_product_id_name_pk" PRIMARY KEY("period","starts_on","product_id","name"),
	CONSTRAINT "product_sales_period_valid" CHECK ("product_sales"."period" in ('day', 'month', 'year'))
);
--> statement-breakpoint
CREATE TABLE "user_day_signups" (
	"day" date PRIMARY KEY NOT NULL,
	"users" integer NOT NULL
);
--> statement-breakpoint
-- Written by hand from here (ADR 039). The keys carry the counted values, so the dashboard reads
-- them from the index alone.
ALTER TABLE "order_day_figures" DROP CONSTRAINT "order_day_figures_day_status_payment_status_pk";--> statement-breakpoint
ALTER TABLE "order_day_figures" ADD CONSTRAINT "order_day_figures_day_status_payment_status_pk"
  PRIMARY KEY ("day", "status", "payment_status") INCLUDE ("orders", "total");--> statement-breakpoint
ALTER TABLE "product_sales" DROP CONSTRAINT "product_sales_period_starts_on_product_id_name_pk";--> statement-breakpoint
ALTER TABLE "product_sales" ADD CONSTRAINT "product_sales_period_starts_on_product_id_name_pk"
  PRIMARY KEY ("period", "starts_on", "product_id", "name") INCLUDE ("quantity", "revenue");--> statement-breakpoint
-- Vietnam is UTC+7 all year, so the day of an instant needs no time-zone data.
CREATE FUNCTION public.vietnam_day(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ((at AT TIME ZONE 'UTC') + interval '7 hours')::date;--> statement-breakpoint
-- What each change adds to or takes from the order and product aggregates, written by immediate
-- triggers (plain inserts, which wait on nobody) and folded into the aggregates at COMMIT by a
-- deferred trigger. So a hot row (today's pending orders, today's sales of a popular product) is
-- locked only while its transaction commits, and a transaction's keys are all written in one
-- order. Committed, they are always empty, hence unlogged.
CREATE UNLOGGED TABLE order_figure_changes (
  day date NOT NULL,
  status order_status NOT NULL,
  payment_status payment_status NOT NULL,
  orders integer NOT NULL,
  total bigint NOT NULL
);--> statement-breakpoint
CREATE UNLOGGED TABLE product_sales_changes (
  day date NOT NULL,
  product_id integer NOT NULL,
  name varchar(255) NOT NULL,
  quantity integer NOT NULL,
  revenue bigint NOT NULL
);--> statement-breakpoint
-- Figures first, then sales, each by key: every transaction locks aggregate rows in this one order,
-- and only at COMMIT, after every other lock it takes, so no two can wait on each other in a
-- cycle. A row whose count reaches 0 goes.
CREATE FUNCTION public.dashboard_changes_folded() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone_days date[];
  gone_statuses order_status[];
  gone_payments payment_status[];
  gone_periods varchar[];
  gone_ids integer[];
  gone_names varchar[];
BEGIN
  IF current_setting('phiencho.dashboard_changes', true) IS DISTINCT FROM 'pending' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('phiencho.dashboard_changes', '', true);
  WITH taken AS (DELETE FROM order_figure_changes RETURNING *),
  written AS (
    INSERT INTO order_day_figures AS f (day, status, payment_status, orders, total)
      SELECT day, status, payment_status, sum(orders), sum(total) FROM taken
      GROUP BY 1, 2, 3 HAVING sum(orders) <> 0 OR sum(total) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (day, status, payment_status)
      DO UPDATE SET orders = f.orders + excluded.orders, total = f.total + excluded.total
    RETURNING f.day, f.status, f.payment_status, f.orders
  )
  SELECT array_agg(day), array_agg(status), array_agg(payment_status)
    INTO gone_days, gone_statuses, gone_payments
    FROM written WHERE orders = 0;
  IF gone_days IS NOT NULL THEN
    DELETE FROM order_day_figures f
      USING unnest(gone_days, gone_statuses, gone_payments) AS g(day, status, payment_status)
      WHERE f.day = g.day AND f.status = g.status AND f.payment_status = g.payment_status
        AND f.orders = 0;
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
-- One event per change row; the first to fire folds them all. The triggers that write changes
-- mark the transaction (a setting local to it), so the other events return at once instead of
-- reading the change tables again (with the folded rows still there, dead, until the commit: a
-- bulk insert of thousands of keys would read them thousands of times).
CREATE CONSTRAINT TRIGGER order_figure_changes_fold AFTER INSERT ON order_figure_changes
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION public.dashboard_changes_folded();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_sales_changes_fold AFTER INSERT ON product_sales_changes
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION public.dashboard_changes_folded();--> statement-breakpoint
-- Orders: inserted and deleted a statement at a time (the seed writes thousands per statement).
CREATE FUNCTION public.order_figures_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_figure_changes (day, status, payment_status, orders, total)
    SELECT vietnam_day(placed_at), status, payment_status, count(*), sum(total)
    FROM inserted_orders GROUP BY 1, 2, 3;
  PERFORM set_config('phiencho.dashboard_changes', 'pending', true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.order_figures_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_figure_changes (day, status, payment_status, orders, total)
    SELECT vietnam_day(placed_at), status, payment_status, -count(*), -sum(total)
    FROM deleted_orders GROUP BY 1, 2, 3;
  PERFORM set_config('phiencho.dashboard_changes', 'pending', true);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Row by row: the items are still there before the order goes (they go with it, by cascade, and
-- then their own trigger no longer finds the order).
CREATE FUNCTION public.order_sales_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'cancelled' THEN
    INSERT INTO product_sales_changes (day, product_id, name, quantity, revenue)
      SELECT vietnam_day(OLD.placed_at), coalesce(product_id, 0), name, -sum(quantity), -sum(line_total)
      FROM order_items WHERE order_id = OLD.id GROUP BY 2, 3;
  END IF;
  PERFORM set_config('phiencho.dashboard_changes', 'pending', true);
  RETURN OLD;
END $$;--> statement-breakpoint
-- Status, payment status, total or day changed: the figures move from the old key to the new; the
-- items' sales come or go when the order leaves or enters `cancelled`, or move with its day.
CREATE FUNCTION public.order_aggregates_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_figure_changes (day, status, payment_status, orders, total) VALUES
    (vietnam_day(OLD.placed_at), OLD.status, OLD.payment_status, -1, -OLD.total),
    (vietnam_day(NEW.placed_at), NEW.status, NEW.payment_status, 1, NEW.total);
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
-- Items are inserted and deleted a statement at a time; an order's status is read as it is then.
CREATE FUNCTION public.order_item_sales_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_sales_changes (day, product_id, name, quantity, revenue)
    SELECT vietnam_day(o.placed_at), coalesce(i.product_id, 0), i.name, sum(i.quantity), sum(i.line_total)
    FROM inserted_items i JOIN orders o ON o.id = i.order_id
    WHERE o.status <> 'cancelled' GROUP BY 1, 2, 3;
  PERFORM set_config('phiencho.dashboard_changes', 'pending', true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.order_item_sales_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_sales_changes (day, product_id, name, quantity, revenue)
    SELECT vietnam_day(o.placed_at), coalesce(i.product_id, 0), i.name, -sum(i.quantity), -sum(i.line_total)
    FROM deleted_items i JOIN orders o ON o.id = i.order_id
    WHERE o.status <> 'cancelled' GROUP BY 1, 2, 3;
  PERFORM set_config('phiencho.dashboard_changes', 'pending', true);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A product deleted turns its items' product_id to null (they then count under their name); any
-- other edit of a counted column moves the item's sales too.
CREATE FUNCTION public.order_item_sales_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_sales_changes (day, product_id, name, quantity, revenue)
    SELECT day, product_id, name, sum(quantity), sum(revenue) FROM (
      SELECT vietnam_day(o.placed_at) AS day, coalesce(i.product_id, 0) AS product_id, i.name,
        -i.quantity AS quantity, -i.line_total AS revenue
      FROM old_items i JOIN orders o ON o.id = i.order_id WHERE o.status <> 'cancelled'
      UNION ALL
      SELECT vietnam_day(o.placed_at), coalesce(i.product_id, 0), i.name, i.quantity, i.line_total
      FROM new_items i JOIN orders o ON o.id = i.order_id WHERE o.status <> 'cancelled'
    ) AS moved
    GROUP BY 1, 2, 3 HAVING sum(quantity) <> 0 OR sum(revenue) <> 0;
  PERFORM set_config('phiencho.dashboard_changes', 'pending', true);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A truncate empties the aggregates with the table (tests reset tables so); what this transaction
-- had not folded yet goes too.
CREATE FUNCTION public.order_figures_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_figure_changes;
  DELETE FROM order_day_figures;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.product_sales_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_sales_changes;
  DELETE FROM product_sales;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_figures_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS inserted_orders
  FOR EACH STATEMENT EXECUTE FUNCTION public.order_figures_inserted();--> statement-breakpoint
CREATE TRIGGER orders_figures_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS deleted_orders
  FOR EACH STATEMENT EXECUTE FUNCTION public.order_figures_deleted();--> statement-breakpoint
CREATE TRIGGER orders_sales_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION public.order_sales_deleted();--> statement-breakpoint
CREATE TRIGGER orders_aggregates_update
  AFTER UPDATE OF status, payment_status, total, placed_at ON orders
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.payment_status IS DISTINCT FROM NEW.payment_status
    OR OLD.total IS DISTINCT FROM NEW.total OR OLD.placed_at IS DISTINCT FROM NEW.placed_at)
  EXECUTE FUNCTION public.order_aggregates_updated();--> statement-breakpoint
CREATE TRIGGER orders_figures_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION public.order_figures_truncated();--> statement-breakpoint
CREATE TRIGGER order_items_sales_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS inserted_items
  FOR EACH STATEMENT EXECUTE FUNCTION public.order_item_sales_inserted();--> statement-breakpoint
CREATE TRIGGER order_items_sales_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS deleted_items
  FOR EACH STATEMENT EXECUTE FUNCTION public.order_item_sales_deleted();--> statement-breakpoint
CREATE TRIGGER order_items_sales_update AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION public.order_item_sales_updated();--> statement-breakpoint
CREATE TRIGGER order_items_sales_truncate AFTER TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION public.product_sales_truncated();--> statement-breakpoint
-- Accounts: written at once (a sign-up's transaction is short and holds one row), by key order.
CREATE FUNCTION public.user_signups_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_day_signups AS s (day, users)
    SELECT vietnam_day(created_at), count(*) FROM inserted_users GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET users = s.users + excluded.users;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.user_signups_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_day_signups s SET users = s.users - d.users
    FROM (SELECT vietnam_day(created_at) AS day, count(*) AS users FROM deleted_users GROUP BY 1 ORDER BY 1) d
    WHERE s.day = d.day;
  DELETE FROM user_day_signups WHERE day IN (SELECT vietnam_day(created_at) FROM deleted_users)
    AND users = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.user_signups_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_day_signups AS s (day, users)
    SELECT day, sum(users) FROM (VALUES (vietnam_day(OLD.created_at), -1), (vietnam_day(NEW.created_at), 1))
      AS d(day, users)
    GROUP BY 1 ORDER BY 1
  ON CONFLICT (day) DO UPDATE SET users = s.users + excluded.users;
  DELETE FROM user_day_signups WHERE day = vietnam_day(OLD.created_at) AND users = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION public.user_signups_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_day_signups;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_signups_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS inserted_users
  FOR EACH STATEMENT EXECUTE FUNCTION public.user_signups_inserted();--> statement-breakpoint
CREATE TRIGGER users_signups_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS deleted_users
  FOR EACH STATEMENT EXECUTE FUNCTION public.user_signups_deleted();--> statement-breakpoint
CREATE TRIGGER users_signups_update AFTER UPDATE OF created_at ON users
  FOR EACH ROW WHEN (vietnam_day(OLD.created_at) <> vietnam_day(NEW.created_at))
  EXECUTE FUNCTION public.user_signups_updated();--> statement-breakpoint
CREATE TRIGGER users_signups_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION public.user_signups_truncated();--> statement-breakpoint
-- The backfill, inside the migration's transaction: the triggers above already hold the tables
-- against writers, so nothing is counted twice or missed.
INSERT INTO order_day_figures (day, status, payment_status, orders, total)
  SELECT vietnam_day(placed_at), status, payment_status, count(*), sum(total)
  FROM orders GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO product_sales (period, starts_on, product_id, name, quantity, revenue)
  SELECT 'day', vietnam_day(o.placed_at), coalesce(i.product_id, 0), i.name, sum(i.quantity), sum(i.line_total)
  FROM orders o JOIN order_items i ON i.order_id = o.id
  WHERE o.status <> 'cancelled'
  GROUP BY 2, 3, 4;--> statement-breakpoint
INSERT INTO product_sales (period, starts_on, product_id, name, quantity, revenue)
  SELECT 'month', date_trunc('month', starts_on)::date, product_id, name, sum(quantity), sum(revenue)
  FROM product_sales WHERE period = 'day'
  GROUP BY 2, 3, 4;--> statement-breakpoint
INSERT INTO product_sales (period, starts_on, product_id, name, quantity, revenue)
  SELECT 'year', date_trunc('year', starts_on)::date, product_id, name, sum(quantity), sum(revenue)
  FROM product_sales WHERE period = 'month'
  GROUP BY 2, 3, 4;--> statement-breakpoint
INSERT INTO user_day_signups (day, users)
  SELECT vietnam_day(created_at), count(*) FROM users GROUP BY 1;--> statement-breakpoint
-- VACUUM cannot run in the migration's transaction: index-only scans read the table too until
-- autovacuum marks the backfill's pages all-visible (the bench's database helper vacuums now).
ANALYZE order_day_figures, product_sales, user_day_signups;
