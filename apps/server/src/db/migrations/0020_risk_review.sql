ALTER TABLE "risk_assessments" ADD COLUMN "override_above_capacity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD COLUMN "capacity_override" text;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD COLUMN "capacity_override_reason" text;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD COLUMN "capacity_overridden_by" integer;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD COLUMN "capacity_overridden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD COLUMN "client_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_capacity_overridden_by_users_id_fk" FOREIGN KEY ("capacity_overridden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
