-- The stored cover's size, for width/height and srcset on the news pages.
ALTER TABLE "articles" ADD COLUMN "cover_width" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "cover_height" integer;