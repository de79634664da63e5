ALTER TABLE "partner_applications" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;