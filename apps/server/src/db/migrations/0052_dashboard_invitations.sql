-- The adviser dashboard's open invitations, oldest first, read in order from the firm's own entries until the page is
-- full (features/adviser-clients/dashboard-repo.ts, docs/scale.md), as 0051 did for the fact-finds awaiting review.
CREATE INDEX "invitations_firm_open_idx" ON "invitations" USING btree ("firm_id", "created_at", "id") WHERE "accepted_at" IS NULL AND "voided_at" IS NULL;
