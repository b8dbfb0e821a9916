-- The audit page reads a firm's fact-find changes by (firm, time), newest first, as it reads its audit events
--: the firm is written on each change by the statement that inserts it, and backfilled here from the
-- fact-find. It is also the column the distribution by firm needs (docs/scale.md).
ALTER TABLE "fact_find_changes" ADD COLUMN "firm_id" integer;--> statement-breakpoint
UPDATE "fact_find_changes" c SET "firm_id" = f."firm_id" FROM "fact_finds" f WHERE f."id" = c."fact_find_id";--> statement-breakpoint
ALTER TABLE "fact_find_changes" ALTER COLUMN "firm_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "fact_find_changes" ADD CONSTRAINT "fact_find_changes_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fact_find_changes_firm_idx" ON "fact_find_changes" USING btree ("firm_id","created_at","id");
