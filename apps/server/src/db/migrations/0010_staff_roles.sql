CREATE TABLE "roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" varchar(50),
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sessions_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_key_unique" ON "roles" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_lower_unique" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "user_roles_role_id_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
-- The role templates as the shop starts with them (roleTemplates in the contracts, on this date).
INSERT INTO "roles" ("key", "name", "description", "permissions", "is_owner") VALUES
  ('owner', 'Chủ cửa hàng', 'Toàn quyền, kể cả nhân viên, vai trò và tài khoản ngân hàng.', ARRAY['dashboard:read', 'order:read', 'order:write', 'order:payment', 'order:cancel', 'order:export', 'product:read', 'product:write', 'inventory:write', 'price:write', 'category:write', 'brand:write', 'store:write', 'customer:read', 'customer:write', 'voucher:write', 'article:write', 'article:publish', 'classified:moderate', 'report:handle', 'topic:write', 'partner:review', 'review:moderate', 'settings:write', 'settings:bank', 'staff:manage', 'audit:read']::text[], true),
  ('admin', 'Quản trị viên', 'Mọi việc quản trị, trừ quản lý nhân viên và tài khoản ngân hàng.', ARRAY['dashboard:read', 'order:read', 'order:write', 'order:payment', 'order:cancel', 'order:export', 'product:read', 'product:write', 'inventory:write', 'price:write', 'category:write', 'brand:write', 'store:write', 'customer:read', 'customer:write', 'voucher:write', 'article:write', 'article:publish', 'classified:moderate', 'report:handle', 'topic:write', 'partner:review', 'review:moderate', 'settings:write', 'audit:read']::text[], false),
  ('orders', 'Nhân viên đơn hàng', 'Xử lý đơn hàng: trạng thái, thanh toán, hủy, xuất danh sách; xem khách hàng.', ARRAY['dashboard:read', 'order:read', 'order:write', 'order:payment', 'order:cancel', 'order:export', 'customer:read']::text[], false),
  ('catalog', 'Nhân viên sản phẩm/kho', 'Sản phẩm, tồn kho, giá, danh mục, thương hiệu và cửa hàng.', ARRAY['dashboard:read', 'product:read', 'product:write', 'inventory:write', 'price:write', 'category:write', 'brand:write', 'store:write']::text[], false),
  ('editor', 'Biên tập viên', 'Viết, sửa và đăng bài tin tức.', ARRAY['article:write', 'article:publish']::text[], false),
  ('moderator', 'Kiểm duyệt viên', 'Tin rao vặt, báo cáo vi phạm, chủ đề rao vặt, đánh giá và đăng ký đối tác.', ARRAY['classified:moderate', 'report:handle', 'topic:write', 'review:moderate', 'partner:review']::text[], false),
  ('accountant', 'Kế toán', 'Xem đơn hàng, ghi nhận thanh toán, xuất danh sách và xem nhật ký.', ARRAY['dashboard:read', 'order:read', 'order:payment', 'order:export', 'audit:read']::text[], false);--> statement-breakpoint
-- Staff are now the holders of a role: every admin becomes an owner.
INSERT INTO "user_roles" ("user_id", "role_id")
  SELECT "users"."id", "roles"."id" FROM "users", "roles"
  WHERE "users"."role" = 'admin' AND "roles"."key" = 'owner';--> statement-breakpoint
-- Their tokens become staff tokens, which live 8 hours from sign-in.
UPDATE "personal_access_tokens" SET "expires_at" = least(
    coalesce("personal_access_tokens"."expires_at", 'infinity'),
    "personal_access_tokens"."created_at" + interval '8 hours')
  FROM "users" WHERE "users"."id" = "personal_access_tokens"."user_id" AND "users"."role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";--> statement-breakpoint
DROP TYPE "public"."user_role";
