-- A client's rows of the audit log are those naming them (data.clientId, data.clientUserId) or written by their user
-- (features/data-rights/repo.ts auditAbout: the data export, the erasure, the purge). Without these, each of those
-- reads every row of the firm's audit log in every month; with them (and audit_events_user_idx), a bitmap of three
-- index scans per month's partition. Ids are unique across firms, so the firm is checked on the rows found.
CREATE INDEX "audit_events_client_idx" ON "audit_events" USING btree ((("data"->>'clientId'))) WHERE ("data"->>'clientId') IS NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_events_client_user_idx" ON "audit_events" USING btree ((("data"->>'clientUserId'))) WHERE ("data"->>'clientUserId') IS NOT NULL;
--> statement-breakpoint
-- The audit page reads a firm's fact-find changes through their fact-finds: the firm's fact-finds by index, not all.
CREATE INDEX "fact_finds_firm_idx" ON "fact_finds" USING btree ("firm_id", "id");
