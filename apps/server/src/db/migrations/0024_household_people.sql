ALTER TABLE "risk_assessments" ADD COLUMN "person" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_person_check" CHECK ("person" IN (1, 2));--> statement-breakpoint
DROP INDEX "risk_assessments_one_open_per_client";--> statement-breakpoint
CREATE UNIQUE INDEX "risk_assessments_one_open_per_person" ON "risk_assessments" USING btree ("client_id","person") WHERE "status" = 'in-progress';--> statement-breakpoint
DROP INDEX "risk_assessments_client_idx";--> statement-breakpoint
CREATE INDEX "risk_assessments_client_idx" ON "risk_assessments" USING btree ("client_id","person","created_at");--> statement-breakpoint
INSERT INTO "conversation_reads" ("conversation_id", "user_id", "last_viewed_at") SELECT "conversations"."id", "clients"."user_id", "conversations"."client_last_viewed_at" FROM "conversations" INNER JOIN "clients" ON "clients"."id" = "conversations"."client_id" WHERE "conversations"."client_last_viewed_at" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "client_last_viewed_at";
