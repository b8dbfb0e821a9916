-- The client search (features/adviser-clients/repo.ts) matches the client's email (person 1's, users.email) on the
-- client row, kept there, so a fragment's matches are one bitmap scan of one table's trigram index: before, the
-- email's matches were found in users and each joined to its client (in a 25 000-client firm `khan` matched 432
-- users: 2 177 of the search's 3 259 buffers, and a parallel plan: docs/scale.md). The column is filled before its
-- triggers exist (the triggers would lock every user row). Kept in the transaction of each change: set from the user
-- when the client row is made or its person 1 changes (the user row read FOR SHARE, so a concurrent change of that
-- email is waited for and read), and on the client rows of a user whose email changes.
ALTER TABLE "clients" ADD COLUMN "user_email" text;--> statement-breakpoint
UPDATE "clients" c SET "user_email" = u."email" FROM "users" u WHERE u."id" = c."user_id";--> statement-breakpoint
CREATE FUNCTION "clients_take_user_email"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."user_email" := (SELECT u."email" FROM "users" u WHERE u."id" = NEW."user_id" FOR SHARE);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "clients_user_email" BEFORE INSERT OR UPDATE OF "user_id", "user_email" ON "clients" FOR EACH ROW EXECUTE FUNCTION "clients_take_user_email"();--> statement-breakpoint
CREATE FUNCTION "users_give_clients_email"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "clients" SET "user_email" = NEW."email" WHERE "user_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_clients_email" AFTER UPDATE OF "email" ON "users" FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email") EXECUTE FUNCTION "users_give_clients_email"();--> statement-breakpoint
-- The name, the joint name and the email in one index led by the firm (btree_gin, migration 0031); the users' email
-- index served only the search.
CREATE INDEX "clients_firm_search_trgm_idx" ON "clients" USING gin ("firm_id", "name" gin_trgm_ops, "joint_name" gin_trgm_ops, "user_email" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "clients_firm_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_firm_email_trgm_idx";
