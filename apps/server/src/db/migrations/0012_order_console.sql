CREATE TYPE "public"."order_note_visibility" AS ENUM('private', 'customer');--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"author_id" integer,
	"visibility" "order_note_visibility" NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_code" varchar(50);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_amount" bigint;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_id_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_placed_at_idx" ON "orders" USING btree ("payment_method","payment_status","placed_at");--> statement-breakpoint
CREATE INDEX "orders_status_total_idx" ON "orders" USING btree ("status","total");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total");--> statement-breakpoint
CREATE INDEX "orders_province_placed_at_idx" ON "orders" USING btree ("province_code","placed_at");--> statement-breakpoint
CREATE INDEX "orders_voucher_code_idx" ON "orders" USING btree ("voucher_code") WHERE "orders"."voucher_code" is not null;--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (public.f_unaccent(lower(code || ' ' || contact_phone || ' ' || contact_name || ' ' || coalesce(contact_email, ''))) gin_trgm_ops);