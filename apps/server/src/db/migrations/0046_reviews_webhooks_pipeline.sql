-- The public API's webhooks (migration 0034) for the annual review (docs/reviews.md): its check-in opened, every person
-- of the household done with their part, and the review closed (completed, declined or not attempted). Ids only: a
-- decline's reason and an outcome are the household's and the adviser's words, fetched with a credential.
CREATE FUNCTION "webhook_events_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids jsonb := jsonb_build_object('client_id', NEW."client_id", 'review_id', NEW."id");
	kind text;
BEGIN
	IF NEW."status" IS NOT DISTINCT FROM OLD."status" THEN
		RETURN NEW;
	END IF;
	kind := CASE NEW."status"
		WHEN 'invited' THEN 'review.invited'
		WHEN 'checkin_done' THEN 'review.checkin_completed'
		WHEN 'completed' THEN 'review.completed'
		WHEN 'declined' THEN 'review.declined'
		WHEN 'not_attempted' THEN 'review.not_attempted'
	END;
	IF kind IS NOT NULL THEN
		PERFORM "webhook_event_record"(NEW."firm_id", kind, ids);
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_webhook_events" AFTER UPDATE OF "status" ON "reviews" FOR EACH ROW EXECUTE FUNCTION "webhook_events_reviews"();
--> statement-breakpoint
-- The review pipeline's keys (docs/reviews.md, docs/scale.md), kept on the client row in the transaction of each
-- change to a review, as 0044 keeps the client list's: the household's current review (the open one once its check-in
-- has opened, else the latest closed one, else the one only scheduled), its state and its date. The client row is
-- locked before the reviews are read, so of two transactions changing one household's reviews the second reads what
-- the first committed.
ALTER TABLE "clients" ADD COLUMN "review_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "review_status" "review_status";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "review_due_on" date;--> statement-breakpoint
CREATE FUNCTION "clients_keep_review"(cid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "clients" WHERE "id" = cid FOR NO KEY UPDATE;
  UPDATE "clients" c SET "review_id" = r."id", "review_status" = r."status", "review_due_on" = r."due_on"
    FROM (SELECT NULL::integer AS "id", NULL::"review_status" AS "status", NULL::date AS "due_on", 1 AS "fallback"
      UNION ALL
      (SELECT n."id", n."status", n."due_on", 0 FROM "reviews" n WHERE n."client_id" = cid
        ORDER BY CASE WHEN n."status" IN ('completed', 'declined', 'not_attempted') THEN 1
          WHEN n."status" = 'scheduled' THEN 2 ELSE 0 END, n."id" DESC LIMIT 1)
      ORDER BY "fallback" LIMIT 1) r
   WHERE c."id" = cid
     AND (c."review_id", c."review_status", c."review_due_on") IS DISTINCT FROM (r."id", r."status", r."due_on");
END $$;--> statement-breakpoint
CREATE FUNCTION "reviews_keep_client_review"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "clients_keep_review"(OLD."client_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."client_id" <> OLD."client_id") THEN
    PERFORM "clients_keep_review"(NEW."client_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_client_review" AFTER INSERT OR DELETE OR UPDATE OF "status", "due_on", "client_id" ON "reviews" FOR EACH ROW EXECUTE FUNCTION "reviews_keep_client_review"();--> statement-breakpoint
UPDATE "clients" c SET "review_id" = r."id", "review_status" = r."status", "review_due_on" = r."due_on"
  FROM (SELECT DISTINCT ON (n."client_id") n."client_id", n."id", n."status", n."due_on" FROM "reviews" n
    ORDER BY n."client_id", CASE WHEN n."status" IN ('completed', 'declined', 'not_attempted') THEN 1
      WHEN n."status" = 'scheduled' THEN 2 ELSE 0 END, n."id" DESC) r
 WHERE c."id" = r."client_id";--> statement-breakpoint
-- Each rank of the pipeline in its order, led by the firm (repo-pipeline.ts): open reviews by date (overdue ones are
-- those before today), closed ones latest first, households without a review by name; and the counts per stage.
CREATE INDEX "clients_firm_review_open_idx" ON "clients" USING btree ("firm_id", "review_due_on", lower("name"), "id") WHERE "review_status" NOT IN ('completed', 'declined', 'not_attempted');--> statement-breakpoint
CREATE INDEX "clients_firm_review_closed_idx" ON "clients" USING btree ("firm_id", "review_due_on" DESC, lower("name"), "id") WHERE "review_status" IN ('completed', 'declined', 'not_attempted');--> statement-breakpoint
CREATE INDEX "clients_firm_review_none_idx" ON "clients" USING btree ("firm_id", lower("name"), "id") WHERE "review_id" IS NULL;--> statement-breakpoint
CREATE INDEX "clients_firm_review_stage_idx" ON "clients" USING btree ("firm_id", "review_status", "review_due_on");
