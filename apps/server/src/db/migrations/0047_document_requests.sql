-- Document requests (docs/document-requests.md): the firm asks a household for documents, from its own templates or
-- ad hoc, for person 1, person 2 or both; the client uploads against each item (the file lands in the document
-- vault), and the firm accepts it or rejects it with a reason. Reminders before and after the due date are claimed by
-- the job (features/document-requests/job.ts); a recurring request makes its next item when that item's period starts.
CREATE TABLE "document_request_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL REFERENCES "firms"("id"),
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"is_retired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "document_request_templates_title_idx" ON "document_request_templates" ("firm_id", lower("title")) WHERE NOT "is_retired";--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL REFERENCES "firms"("id"),
	"client_id" integer NOT NULL REFERENCES "clients"("id"),
	"template_id" integer REFERENCES "document_request_templates"("id"),
	"created_by" integer NOT NULL REFERENCES "users"("id"),
	-- Which person of the household it is for: 1, 2, or null for both.
	"person" smallint CHECK ("person" IN (1, 2)),
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'required' NOT NULL CHECK ("status" IN ('required', 'uploaded', 'accepted', 'rejected', 'withdrawn')),
	"reject_reason" text,
	"uploaded_at" timestamp with time zone,
	"reviewed_by" integer REFERENCES "users"("id"),
	"reviewed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	-- A recurring request: the first item's id names the series; occurrence k of n; every `every_months` months. The
	-- next item is made once its period starts (starts_on + every_months), claimed through next_created_at.
	"series_id" integer,
	"occurrence" smallint DEFAULT 1 NOT NULL,
	"occurrences" smallint DEFAULT 1 NOT NULL CHECK ("occurrences" BETWEEN 1 AND 24),
	"every_months" smallint CHECK ("every_months" BETWEEN 1 AND 12),
	"starts_on" date NOT NULL,
	"next_created_at" timestamp with time zone,
	-- Reminder bookkeeping: one reminder in the days before the due date, then a few after it, a week apart.
	"due_soon_reminded_at" timestamp with time zone,
	"overdue_reminded_at" timestamp with time zone,
	"overdue_reminders" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "document_requests_client_idx" ON "document_requests" ("client_id", "created_at");--> statement-breakpoint
-- The firm's outstanding list, oldest first.
CREATE INDEX "document_requests_firm_open_idx" ON "document_requests" ("firm_id", "created_at", "id") WHERE "status" IN ('required', 'uploaded', 'rejected');--> statement-breakpoint
-- The reminder job's scan.
CREATE INDEX "document_requests_due_idx" ON "document_requests" ("due_date") WHERE "status" IN ('required', 'rejected');--> statement-breakpoint
CREATE INDEX "document_requests_series_idx" ON "document_requests" ("starts_on") WHERE "next_created_at" IS NULL AND "occurrence" < "occurrences";--> statement-breakpoint
-- Every file uploaded against an item (a rejected one stays listed), each also a document in the vault.
CREATE TABLE "document_request_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL REFERENCES "firms"("id"),
	"request_id" integer NOT NULL REFERENCES "document_requests"("id"),
	"document_id" integer NOT NULL UNIQUE REFERENCES "documents"("id"),
	"uploaded_by" integer NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "document_request_files_request_idx" ON "document_request_files" ("request_id", "id");--> statement-breakpoint
-- Every firm starts with the usual documents of advice as templates, which its admins may edit or retire.
CREATE FUNCTION "document_request_templates_defaults"(firm integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "document_request_templates" ("firm_id", "title", "note", "category") VALUES
		(firm, 'Photo ID', 'A passport or photocard driving licence, in date, with the photo clearly visible.', 'identity'),
		(firm, 'Proof of address', 'A utility bill, council tax bill or bank statement from the last three months.', 'identity'),
		(firm, 'Payslip', 'Your most recent payslip.', 'statement'),
		(firm, 'P60', 'Your latest P60 from your employer.', 'statement'),
		(firm, 'Pension statement', 'The latest annual statement of your pension.', 'statement'),
		(firm, 'Investment statement', 'The latest statement of your investment or ISA.', 'statement'),
		(firm, 'Mortgage offer', 'The mortgage offer from your lender, every page.', 'agreement');
END;
$$;--> statement-breakpoint
SELECT "document_request_templates_defaults"("id") FROM "firms";--> statement-breakpoint
CREATE FUNCTION "firms_document_request_templates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "document_request_templates_defaults"(NEW."id");
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "firms_document_request_templates" AFTER INSERT ON "firms" FOR EACH ROW EXECUTE FUNCTION "firms_document_request_templates"();--> statement-breakpoint
-- The public API's webhooks (migration 0034): an item requested, uploaded, accepted or rejected.
CREATE FUNCTION "webhook_events_document_requests"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids jsonb := jsonb_build_object('client_id', NEW."client_id", 'document_request_id', NEW."id");
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "webhook_event_record"(NEW."firm_id", 'document_request.created', ids);
	ELSIF NEW."status" = 'uploaded' AND (OLD."status" IS DISTINCT FROM 'uploaded' OR NEW."uploaded_at" IS DISTINCT FROM OLD."uploaded_at") THEN
		PERFORM "webhook_event_record"(NEW."firm_id", 'document_request.uploaded', ids);
	ELSIF NEW."status" = 'accepted' AND OLD."status" IS DISTINCT FROM 'accepted' THEN
		PERFORM "webhook_event_record"(NEW."firm_id", 'document_request.accepted', ids);
	ELSIF NEW."status" = 'rejected' AND OLD."status" IS DISTINCT FROM 'rejected' THEN
		PERFORM "webhook_event_record"(NEW."firm_id", 'document_request.rejected', ids);
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "document_requests_webhook_events" AFTER INSERT OR UPDATE ON "document_requests" FOR EACH ROW EXECUTE FUNCTION "webhook_events_document_requests"();
