-- The adviser's client search (features/adviser-clients/repo.ts) matches a fragment anywhere in a name, the joint
-- name or the email (ILIKE '%…%'), which a b-tree cannot serve: trigram indexes can. Each leads with the firm
-- (btree_gin), so a search in a 20,000-client firm reads that firm's matches only, not every firm's. Both extensions
-- are trusted (a database owner may create them) on PostgreSQL 13 and later, and PGlite ships them
-- (db/connect.ts loads them).
CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "btree_gin";--> statement-breakpoint
CREATE INDEX "clients_firm_name_trgm_idx" ON "clients" USING gin ("firm_id", "name" gin_trgm_ops, "joint_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_firm_email_trgm_idx" ON "users" USING gin ("firm_id", "email" gin_trgm_ops);--> statement-breakpoint
-- The client list's first page, a firm's clients by name (and an adviser's, the adviser's by name).
CREATE INDEX "clients_firm_name_idx" ON "clients" USING btree ("firm_id", lower("name"), "id");--> statement-breakpoint
CREATE INDEX "clients_adviser_name_idx" ON "clients" USING btree ("adviser_id", lower("name"), "id");
