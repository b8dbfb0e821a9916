-- The dashboard's open invitations counted from an index alone (features/adviser-clients/dashboard-repo.ts,
-- docs/scale.md): whether an invitation is listed, kept on it in the transaction of each change that can move it.
-- Listed ("pending"): open (not accepted, not voided), sent to a client's person 1 (clients.user_id) in the
-- invitation's firm, whose access is on (users.disabled_at IS NULL) and who never accepted an invitation. Before, the
-- count checked each open invitation against its client, its user and the user's other invitations (6 504 buffers for
-- a 25 000-client firm's 500). The user row is locked first, so of two transactions changing one user's invitations,
-- access or client row the second reads what the first committed.
ALTER TABLE "invitations" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION "invitations_keep_pending"(uid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "users" WHERE "id" = uid FOR NO KEY UPDATE;
  UPDATE "invitations" i SET "pending" = NOT i."pending"
   WHERE i."user_id" = uid
     AND i."pending" <> (i."accepted_at" IS NULL AND i."voided_at" IS NULL
       AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = uid AND u."disabled_at" IS NULL)
       AND NOT EXISTS (SELECT 1 FROM "invitations" a WHERE a."user_id" = uid AND a."accepted_at" IS NOT NULL)
       AND EXISTS (SELECT 1 FROM "clients" c WHERE c."user_id" = uid AND c."firm_id" = i."firm_id"));
END $$;--> statement-breakpoint
-- Setting "pending" alone fires none of these (each is UPDATE OF the columns it reads).
CREATE FUNCTION "invitations_keep_own_pending"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "invitations_keep_pending"(OLD."user_id");
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."user_id" <> OLD."user_id") THEN
    PERFORM "invitations_keep_pending"(NEW."user_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "invitations_pending" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "firm_id", "accepted_at", "voided_at" ON "invitations" FOR EACH ROW EXECUTE FUNCTION "invitations_keep_own_pending"();--> statement-breakpoint
CREATE FUNCTION "users_keep_invitations_pending"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "invitations_keep_pending"(NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_invitations_pending" AFTER UPDATE OF "disabled_at" ON "users" FOR EACH ROW WHEN (OLD."disabled_at" IS DISTINCT FROM NEW."disabled_at") EXECUTE FUNCTION "users_keep_invitations_pending"();--> statement-breakpoint
CREATE FUNCTION "clients_keep_invitations_pending"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "invitations_keep_pending"(OLD."user_id");
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."user_id" <> OLD."user_id" OR NEW."firm_id" <> OLD."firm_id") THEN
    PERFORM "invitations_keep_pending"(NEW."user_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "clients_invitations_pending" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "firm_id" ON "clients" FOR EACH ROW EXECUTE FUNCTION "clients_keep_invitations_pending"();--> statement-breakpoint
UPDATE "invitations" i SET "pending" = true
 WHERE i."accepted_at" IS NULL AND i."voided_at" IS NULL
   AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = i."user_id" AND u."disabled_at" IS NULL)
   AND NOT EXISTS (SELECT 1 FROM "invitations" a WHERE a."user_id" = i."user_id" AND a."accepted_at" IS NOT NULL)
   AND EXISTS (SELECT 1 FROM "clients" c WHERE c."user_id" = i."user_id" AND c."firm_id" = i."firm_id");--> statement-breakpoint
-- The listed invitations oldest first, led by the firm: the page and, for a firm's admin, the count read it alone.
DROP INDEX "invitations_firm_open_idx";--> statement-breakpoint
CREATE INDEX "invitations_firm_pending_idx" ON "invitations" USING btree ("firm_id", "created_at", "id") WHERE "pending";
