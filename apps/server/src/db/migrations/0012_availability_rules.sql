ALTER TABLE "branches" ADD COLUMN "express_cutoff_minute" smallint DEFAULT 900 NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "same_day_pick_minutes" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "lead_time_days" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "delivers_next_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "delivery_cutoff_minute" smallint DEFAULT 960 NOT NULL;