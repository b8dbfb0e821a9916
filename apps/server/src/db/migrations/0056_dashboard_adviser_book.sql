-- An adviser's dashboard, found from their own book (features/adviser-clients/dashboard-repo.ts): read from the firm's
-- indexes (0051, 0053) and filtered by adviser, each list cost the firm's entries in proportion to the adviser's share
-- of it (docs/scale.md). The clients whose latest fact-find awaits review, by adviser; and the open invitations by
-- person, a small index (one invitation in 50 is open) probed for each client of the book.
CREATE INDEX "clients_adviser_awaiting_idx" ON "clients" USING btree ("adviser_id", "firm_id") WHERE "fact_find_status" = 'awaiting-review';--> statement-breakpoint
CREATE INDEX "invitations_user_pending_idx" ON "invitations" USING btree ("user_id") WHERE "pending";
