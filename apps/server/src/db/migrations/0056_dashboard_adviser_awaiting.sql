-- An adviser's fact-finds awaiting review, found from their own book (features/adviser-clients/dashboard-repo.ts
-- awaitingReview): the clients whose latest fact-find awaits review, by adviser. Read from the firm's
-- fact_finds_firm_awaiting_review_idx (0051) and filtered by adviser, a page of an adviser's book cost the firm's
-- entries in proportion to the adviser's share of it (docs/scale.md).
CREATE INDEX "clients_adviser_awaiting_idx" ON "clients" USING btree ("adviser_id", "firm_id") WHERE "fact_find_status" = 'awaiting-review';
