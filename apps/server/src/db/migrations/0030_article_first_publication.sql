ALTER TABLE "articles" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
-- Set once, the first time an article is published, whoever publishes it (an editor, the
-- scheduled work, the seed): the date it has been public since.
CREATE FUNCTION public.article_first_publication() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND NEW.first_published_at IS NULL THEN
    NEW.first_published_at := coalesce(NEW.published_at, now());
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER articles_first_publication BEFORE INSERT OR UPDATE OF status ON articles
  FOR EACH ROW EXECUTE FUNCTION public.article_first_publication();--> statement-breakpoint
UPDATE "articles" SET "first_published_at" = "published_at" WHERE "status" = 'published';
