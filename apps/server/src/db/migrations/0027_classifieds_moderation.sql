CREATE TABLE "classified_poster_blocks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"blocked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "classified_publication" varchar(20) DEFAULT 'review_new_posters' NOT NULL;--> statement-breakpoint
ALTER TABLE "classified_ads" ADD COLUMN "hidden_by_moderator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "classified_reports" ADD COLUMN "outcome" varchar(20);--> statement-breakpoint
ALTER TABLE "classified_reports" ADD COLUMN "handler_note" text;--> statement-breakpoint
ALTER TABLE "classified_reports" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "classified_reports" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classified_topics" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "classified_poster_blocks" ADD CONSTRAINT "classified_poster_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_poster_blocks" ADD CONSTRAINT "classified_poster_blocks_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_reports" ADD CONSTRAINT "classified_reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;