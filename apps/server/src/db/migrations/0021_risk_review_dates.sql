ALTER TABLE "firms" ADD COLUMN "risk_review_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD COLUMN "review_due_on" date;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD COLUMN "review_reminded_at" timestamp with time zone;--> statement-breakpoint
UPDATE "risk_assessments" SET "review_due_on" = (("completed_at" AT TIME ZONE 'Europe/London') + make_interval(months => (SELECT "risk_review_months" FROM "firms" WHERE "firms"."id" = "risk_assessments"."firm_id")))::date WHERE "status" = 'completed' AND "completed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "risk_assessments_review_due_idx" ON "risk_assessments" USING btree ("review_due_on") WHERE "status" = 'completed';
