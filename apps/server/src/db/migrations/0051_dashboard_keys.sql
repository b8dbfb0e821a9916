-- The adviser dashboard's lists read only what the page shows (features/adviser-clients/dashboard-repo.ts,
-- docs/scale.md), as 0044 did for the client list.

-- Fact-finds awaiting review, oldest submission first, read in order from the firm's own entries.
CREATE INDEX "fact_finds_firm_awaiting_review_idx" ON "fact_finds" USING btree ("firm_id", "submitted_at", "id") WHERE "status" = 'awaiting-review';--> statement-breakpoint
-- The review date of each person's current risk result (the latest completed one: features/risk/repo.ts,
-- isCurrentRiskResult), kept on the client row in the transaction of each change to a result: person 1's and
-- person 2's (each partner of a joint household answers as themselves). The client row is locked before the results
-- are read, so of two transactions changing one household's results the second reads what the first committed.
ALTER TABLE "clients" ADD COLUMN "risk_review_due_on" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "joint_risk_review_due_on" date;--> statement-breakpoint
CREATE FUNCTION "clients_keep_risk_review"(cid integer, who smallint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  due date;
BEGIN
  PERFORM 1 FROM "clients" WHERE "id" = cid FOR NO KEY UPDATE;
  due := (SELECT r."review_due_on" FROM "risk_assessments" r
           WHERE r."client_id" = cid AND r."person" = who AND r."status" = 'completed'
           ORDER BY r."completed_at" DESC NULLS LAST, r."id" DESC LIMIT 1);
  IF who = 2 THEN
    UPDATE "clients" SET "joint_risk_review_due_on" = due
     WHERE "id" = cid AND "joint_risk_review_due_on" IS DISTINCT FROM due;
  ELSE
    UPDATE "clients" SET "risk_review_due_on" = due
     WHERE "id" = cid AND "risk_review_due_on" IS DISTINCT FROM due;
  END IF;
END $$;--> statement-breakpoint
-- Only a completed result (before or after the change) can move a current one.
CREATE FUNCTION "risk_assessments_keep_client_risk_review"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."status" = 'completed' THEN
    PERFORM "clients_keep_risk_review"(OLD."client_id", OLD."person");
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."status" = 'completed' AND (TG_OP = 'INSERT' OR OLD."status" <> 'completed'
      OR (NEW."client_id", NEW."person") IS DISTINCT FROM (OLD."client_id", OLD."person")) THEN
    PERFORM "clients_keep_risk_review"(NEW."client_id", NEW."person");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "risk_assessments_client_risk_review" AFTER INSERT OR DELETE OR UPDATE OF "status", "completed_at", "review_due_on", "client_id", "person" ON "risk_assessments" FOR EACH ROW EXECUTE FUNCTION "risk_assessments_keep_client_risk_review"();--> statement-breakpoint
UPDATE "clients" c SET "risk_review_due_on" = r."review_due_on"
  FROM (SELECT DISTINCT ON ("client_id") "client_id", "review_due_on" FROM "risk_assessments"
         WHERE "status" = 'completed' AND "person" = 1
         ORDER BY "client_id", "completed_at" DESC NULLS LAST, "id" DESC) r
 WHERE r."client_id" = c."id";--> statement-breakpoint
UPDATE "clients" c SET "joint_risk_review_due_on" = r."review_due_on"
  FROM (SELECT DISTINCT ON ("client_id") "client_id", "review_due_on" FROM "risk_assessments"
         WHERE "status" = 'completed' AND "person" = 2
         ORDER BY "client_id", "completed_at" DESC NULLS LAST, "id" DESC) r
 WHERE r."client_id" = c."id";--> statement-breakpoint
-- Each person's reviews due in date order, led by the firm.
CREATE INDEX "clients_firm_risk_review_idx" ON "clients" USING btree ("firm_id", "risk_review_due_on", "id") WHERE "risk_review_due_on" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_firm_joint_risk_review_idx" ON "clients" USING btree ("firm_id", "joint_risk_review_due_on", "id") WHERE "joint_risk_review_due_on" IS NOT NULL;
