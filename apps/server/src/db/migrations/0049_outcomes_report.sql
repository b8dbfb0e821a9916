ALTER TABLE "firms" ADD COLUMN "reply_target_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD CONSTRAINT "firms_reply_target_hours_check" CHECK ("reply_target_hours" BETWEEN 1 AND 240);--> statement-breakpoint
CREATE INDEX "fact_finds_firm_created_idx" ON "fact_finds" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at");
