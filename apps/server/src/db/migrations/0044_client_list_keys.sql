-- The client list's sort keys kept on the client row and indexed with the firm, so a page sorted by last
-- activity or by fact-find status reads the first rows of an index instead of computing a figure for every client
-- of the firm. Each is written by a trigger on the table whose statement changes it, in that statement's
-- transaction, whichever code runs it (as the webhook events of 0034 are), and backfilled here.

-- Last activity: the latest sign-in or request of the client's user (max of api_tokens' last_used_at, else
-- created_at), as repo-expressions.ts defined it.
ALTER TABLE "clients" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
-- The latest fact-find's status ('not-started' without one).
ALTER TABLE "clients" ADD COLUMN "fact_find_status" text DEFAULT 'not-started' NOT NULL;--> statement-breakpoint
UPDATE "clients" c SET "last_activity_at" = t."at"
  FROM (SELECT "user_id", max(coalesce("last_used_at", "created_at")) AS "at" FROM "api_tokens" GROUP BY "user_id") t
 WHERE t."user_id" = c."user_id";--> statement-breakpoint
UPDATE "clients" c SET "fact_find_status" = f."status"::text
  FROM (SELECT DISTINCT ON ("client_id") "client_id", "status" FROM "fact_finds" ORDER BY "client_id", "id" DESC) f
 WHERE f."client_id" = c."id";--> statement-breakpoint
-- A newer time only moves it forward (concurrent requests: the row lock orders them and each re-checks the row);
-- a time moved back or a token deleted recomputes it under the client row's lock.
CREATE FUNCTION "clients_keep_last_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uid integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
BEGIN
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id = OLD.user_id
      AND coalesce(NEW.last_used_at, NEW.created_at) >= coalesce(OLD.last_used_at, OLD.created_at)) THEN
    UPDATE "clients" SET "last_activity_at" = coalesce(NEW.last_used_at, NEW.created_at)
     WHERE "user_id" = uid
       AND ("last_activity_at" IS NULL OR "last_activity_at" < coalesce(NEW.last_used_at, NEW.created_at));
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "clients" WHERE "user_id" = uid FOR NO KEY UPDATE;
  UPDATE "clients" SET "last_activity_at" =
    (SELECT max(coalesce(t.last_used_at, t.created_at)) FROM "api_tokens" t WHERE t.user_id = uid)
   WHERE "user_id" = uid;
  IF TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id THEN
    PERFORM 1 FROM "clients" WHERE "user_id" = OLD.user_id FOR NO KEY UPDATE;
    UPDATE "clients" SET "last_activity_at" =
      (SELECT max(coalesce(t.last_used_at, t.created_at)) FROM "api_tokens" t WHERE t.user_id = OLD.user_id)
     WHERE "user_id" = OLD.user_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A client row added for a user who already has sessions starts with their last activity.
CREATE FUNCTION "clients_initial_last_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.last_activity_at := (SELECT max(coalesce(t.last_used_at, t.created_at)) FROM "api_tokens" t WHERE t.user_id = NEW.user_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "clients_last_activity_on_insert" BEFORE INSERT ON "clients" FOR EACH ROW EXECUTE FUNCTION "clients_initial_last_activity"();--> statement-breakpoint
CREATE TRIGGER "api_tokens_client_last_activity" AFTER INSERT OR DELETE OR UPDATE OF "last_used_at", "created_at", "user_id" ON "api_tokens" FOR EACH ROW EXECUTE FUNCTION "clients_keep_last_activity"();--> statement-breakpoint
-- The client row is locked before the latest fact-find is read, so of two transactions changing one client's
-- fact-finds the second reads what the first committed (each statement of a function reads afresh).
CREATE FUNCTION "clients_keep_fact_find_status"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cid integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.client_id ELSE NEW.client_id END;
BEGIN
  PERFORM 1 FROM "clients" WHERE "id" = cid FOR NO KEY UPDATE;
  UPDATE "clients" c SET "fact_find_status" = s."status"
    FROM (SELECT coalesce(
      (SELECT f.status::text FROM "fact_finds" f WHERE f.client_id = cid ORDER BY f.id DESC LIMIT 1), 'not-started'
    ) AS "status") s
   WHERE c."id" = cid AND c."fact_find_status" IS DISTINCT FROM s."status";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "fact_finds_client_status" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "fact_finds" FOR EACH ROW EXECUTE FUNCTION "clients_keep_fact_find_status"();--> statement-breakpoint
-- Each sort's order, led by the firm (an adviser's book is read through clients_adviser_name_idx and sorted: its
-- size is one adviser's, not the firm's). Directions as the list sorts: ties by name, then id, ascending.
CREATE INDEX "clients_firm_activity_asc_idx" ON "clients" USING btree ("firm_id", "last_activity_at" ASC NULLS FIRST, lower("name"), "id");--> statement-breakpoint
CREATE INDEX "clients_firm_activity_desc_idx" ON "clients" USING btree ("firm_id", "last_activity_at" DESC NULLS LAST, lower("name"), "id");--> statement-breakpoint
CREATE INDEX "clients_firm_status_asc_idx" ON "clients" USING btree ("firm_id", (CASE "fact_find_status" WHEN 'awaiting-review' THEN 0 WHEN 'draft' THEN 1 WHEN 'not-started' THEN 2 ELSE 3 END) ASC, lower("name"), "id");--> statement-breakpoint
CREATE INDEX "clients_firm_status_desc_idx" ON "clients" USING btree ("firm_id", (CASE "fact_find_status" WHEN 'awaiting-review' THEN 0 WHEN 'draft' THEN 1 WHEN 'not-started' THEN 2 ELSE 3 END) DESC, lower("name"), "id");--> statement-breakpoint
-- The status filter, by name.
CREATE INDEX "clients_firm_fact_find_status_idx" ON "clients" USING btree ("firm_id", "fact_find_status", lower("name"), "id");
