-- Unread messages kept as counts, so the client list sorts by them and the dashboard lists them through
-- indexes. What "unread" means is unchanged (repo-expressions.ts): the household's messages (sent by a member of
-- household_members) that a member of staff has not seen (sent after their conversation_reads.last_viewed_at).
-- clients.client_messages counts all of the household's messages: a member of staff who never opened the
-- conversation has that many unread. conversation_reads.unread is the reader's own count. Both are written by
-- triggers in the transaction of the change, and backfilled here.
--
-- Locks: every writer locks the client row first (a message's trigger by updating it, a read mark's trigger before
-- it counts), then the read marks, so a message and a read of one conversation are ordered and the count each
-- makes reads what the other committed. A read mark is written with INSERT … ON CONFLICT (messages/repo.ts), whose
-- BEFORE INSERT trigger takes the client's lock before the mark's row is locked.
ALTER TABLE "clients" ADD COLUMN "client_messages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD COLUMN "unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "clients" c SET "client_messages" = s."n"
  FROM (SELECT cv."client_id", count(*)::int AS "n" FROM "messages" m
          JOIN "conversations" cv ON cv."id" = m."conversation_id"
          JOIN "household_members" hm ON hm."client_id" = cv."client_id" AND hm."user_id" = m."sender_user_id"
         GROUP BY cv."client_id") s
 WHERE s."client_id" = c."id";--> statement-breakpoint
UPDATE "conversation_reads" r SET "unread" = s."n"
  FROM (SELECT r2."conversation_id", r2."user_id", count(*)::int AS "n" FROM "conversation_reads" r2
          JOIN "conversations" cv ON cv."id" = r2."conversation_id"
          JOIN "messages" m ON m."conversation_id" = cv."id" AND m."created_at" > r2."last_viewed_at"
          JOIN "household_members" hm ON hm."client_id" = cv."client_id" AND hm."user_id" = m."sender_user_id"
         GROUP BY r2."conversation_id", r2."user_id") s
 WHERE r."conversation_id" = s."conversation_id" AND r."user_id" = s."user_id";--> statement-breakpoint
-- Both counts of one client computed again (a member joined or left the household, a message moved or went).
CREATE FUNCTION "client_unread_refresh"(cid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "clients" WHERE "id" = cid FOR NO KEY UPDATE;
  UPDATE "clients" c SET "client_messages" = (
    SELECT count(*)::int FROM "messages" m JOIN "conversations" cv ON cv."id" = m."conversation_id"
     WHERE cv."client_id" = cid
       AND m."sender_user_id" IN (SELECT hm."user_id" FROM "household_members" hm WHERE hm."client_id" = cid)
  ) WHERE c."id" = cid;
  UPDATE "conversation_reads" r SET "unread" = (
    SELECT count(*)::int FROM "messages" m
     WHERE m."conversation_id" = r."conversation_id" AND m."created_at" > r."last_viewed_at"
       AND m."sender_user_id" IN (SELECT hm."user_id" FROM "household_members" hm WHERE hm."client_id" = cid)
  ) WHERE r."conversation_id" IN (SELECT cv."id" FROM "conversations" cv WHERE cv."client_id" = cid);
END $$;--> statement-breakpoint
CREATE FUNCTION "messages_keep_unread"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cid integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT cv."client_id" INTO cid FROM "conversations" cv WHERE cv."id" = NEW.conversation_id;
    IF NOT EXISTS (SELECT 1 FROM "household_members" hm WHERE hm."client_id" = cid AND hm."user_id" = NEW.sender_user_id) THEN
      RETURN NULL;
    END IF;
    UPDATE "clients" SET "client_messages" = "client_messages" + 1 WHERE "id" = cid;
    UPDATE "conversation_reads" SET "unread" = "unread" + 1
     WHERE "conversation_id" = NEW.conversation_id AND "last_viewed_at" < NEW.created_at;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' OR OLD.conversation_id <> NEW.conversation_id THEN
    PERFORM "client_unread_refresh"((SELECT cv."client_id" FROM "conversations" cv WHERE cv."id" = OLD.conversation_id));
  END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM "client_unread_refresh"((SELECT cv."client_id" FROM "conversations" cv WHERE cv."id" = NEW.conversation_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_client_unread" AFTER INSERT OR DELETE OR UPDATE OF "conversation_id", "sender_user_id", "created_at" ON "messages" FOR EACH ROW EXECUTE FUNCTION "messages_keep_unread"();--> statement-breakpoint
CREATE FUNCTION "conversation_reads_keep_unread"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cid integer;
BEGIN
  SELECT cv."client_id" INTO cid FROM "conversations" cv WHERE cv."id" = NEW.conversation_id;
  PERFORM 1 FROM "clients" WHERE "id" = cid FOR NO KEY UPDATE;
  NEW.unread := (
    SELECT count(*)::int FROM "messages" m
     WHERE m."conversation_id" = NEW.conversation_id AND m."created_at" > NEW.last_viewed_at
       AND m."sender_user_id" IN (SELECT hm."user_id" FROM "household_members" hm WHERE hm."client_id" = cid)
  );
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "conversation_reads_unread" BEFORE INSERT OR UPDATE OF "last_viewed_at", "conversation_id" ON "conversation_reads" FOR EACH ROW EXECUTE FUNCTION "conversation_reads_keep_unread"();--> statement-breakpoint
CREATE FUNCTION "household_members_keep_unread"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "client_unread_refresh"(OLD.client_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "client_unread_refresh"(NEW.client_id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "household_members_client_unread" AFTER INSERT OR DELETE OR UPDATE OF "client_id", "user_id" ON "household_members" FOR EACH ROW EXECUTE FUNCTION "household_members_keep_unread"();--> statement-breakpoint
-- The sorts by unread (a reader's own marks apart, clients.client_messages is their count), led by the firm, and a
-- reader's own marks.
CREATE INDEX "clients_firm_unread_asc_idx" ON "clients" USING btree ("firm_id", "client_messages" ASC, lower("name"), "id");--> statement-breakpoint
CREATE INDEX "clients_firm_unread_desc_idx" ON "clients" USING btree ("firm_id", "client_messages" DESC, lower("name"), "id");--> statement-breakpoint
CREATE INDEX "conversation_reads_user_idx" ON "conversation_reads" USING btree ("user_id", "conversation_id");
--> statement-breakpoint
-- The dashboard's unread conversations, latest first, of a firm (filtered by each reader's count as they are read).
CREATE INDEX "conversations_firm_last_message_idx" ON "conversations" USING btree ("firm_id", "last_message_at" DESC NULLS LAST, "client_id");
