ALTER TYPE "public"."article_status" ADD VALUE 'in_review';--> statement-breakpoint
ALTER TYPE "public"."article_status" ADD VALUE 'scheduled';--> statement-breakpoint
ALTER TYPE "public"."article_status" ADD VALUE 'hidden';--> statement-breakpoint
ALTER TABLE "article_categories" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "cover_alt" varchar(200);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "seo_title" varchar(255);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "review_note" text;--> statement-breakpoint
-- The public pages show the cover's text and the SEO fields: their changes are announced too.
DROP TRIGGER articles_edited ON articles;--> statement-breakpoint
CREATE TRIGGER articles_edited
  AFTER UPDATE OF id, category_id, author_id, title, slug, excerpt, cover_image, cover_width,
    cover_height, cover_alt, body, tags, status, published_at, is_featured, seo_title,
    seo_description, created_at, updated_at
  ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION public.announce_change('catalog');--> statement-breakpoint
-- A writer drafts and submits articles for review; an editor publishes them.
INSERT INTO "roles" ("key", "name", "description", "permissions", "is_owner") VALUES
  ('writer', 'Cộng tác viên viết bài', 'Viết và sửa bài của mình, gửi biên tập viên duyệt; không tự đăng bài.', ARRAY['article:write']::text[], false)
  ON CONFLICT DO NOTHING;
