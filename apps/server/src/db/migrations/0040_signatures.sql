-- Signing in the portal (docs/signing.md). A request is one PDF sent to one or both people of a household; its
-- original is copied aside (a later change to the vault's document changes nothing signed) and its SHA-256 kept.
-- Once every signer has signed, the sealed PDF (certificate page + PAdES signature) is stored and its SHA-256 is what
-- /verify looks up.
ALTER TYPE "mfa_challenge_purpose" ADD VALUE IF NOT EXISTS 'sign';--> statement-breakpoint
-- How many days apart a signer is reminded of a document still waiting for them (MP Wealth Portal's three).
ALTER TABLE "firms" ADD COLUMN "signature_reminder_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD CONSTRAINT "firms_signature_reminder_days_check" CHECK ("signature_reminder_days" BETWEEN 1 AND 30);--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL REFERENCES "firms"("id"),
	"client_id" integer NOT NULL REFERENCES "clients"("id"),
	"created_by" integer NOT NULL REFERENCES "users"("id"),
	"title" text NOT NULL,
	"source" text NOT NULL CHECK ("source" IN ('document', 'fact-find')),
	"document_id" integer REFERENCES "documents"("id"),
	"original_storage_key" text NOT NULL UNIQUE,
	"original_sha256" text NOT NULL,
	"original_size" integer NOT NULL,
	-- The document's text, page by page, for the signer who reads it with a screen reader or on a phone.
	"pages" jsonb NOT NULL,
	"is_ordered" boolean DEFAULT false NOT NULL,
	"due_date" date,
	"status" text DEFAULT 'pending' NOT NULL CHECK ("status" IN ('pending', 'completed', 'declined', 'withdrawn')),
	"final_storage_key" text UNIQUE,
	"final_sha256" text,
	"completed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "signature_requests_client_idx" ON "signature_requests" ("client_id", "created_at");--> statement-breakpoint
CREATE INDEX "signature_requests_final_sha_idx" ON "signature_requests" ("final_sha256");--> statement-breakpoint
CREATE INDEX "signature_requests_original_sha_idx" ON "signature_requests" ("original_sha256");--> statement-breakpoint
CREATE TABLE "signature_signers" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL REFERENCES "signature_requests"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"person" smallint NOT NULL CHECK ("person" IN (1, 2)),
	"position" smallint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL CHECK ("status" IN ('pending', 'signed', 'declined')),
	-- Evidence, kept as it was at the moment of signing (a later change of name or address changes none of it).
	"signer_name" text,
	"signer_email" text,
	"typed_name" text,
	"method" text CHECK ("method" IN ('totp', 'sms')),
	"authenticated_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	"document_sha256" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"last_reminded_at" timestamp with time zone,
	CONSTRAINT "signature_signers_person_unique" UNIQUE ("request_id", "person")
);--> statement-breakpoint
CREATE INDEX "signature_signers_user_idx" ON "signature_signers" ("user_id");--> statement-breakpoint
CREATE TABLE "signature_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL REFERENCES "signature_requests"("id"),
	"signer_id" integer REFERENCES "signature_signers"("id"),
	"user_id" integer REFERENCES "users"("id"),
	"type" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"detail" text
);--> statement-breakpoint
CREATE INDEX "signature_events_request_idx" ON "signature_events" ("request_id", "at");--> statement-breakpoint
-- Signed is final: a completed request's row, its signers' evidence and its events are never changed or deleted
-- (the erasure keeps them as records of advice; see docs/signing.md).
CREATE FUNCTION "signature_requests_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF OLD."status" = 'completed' THEN
			RAISE EXCEPTION 'a signed document is immutable' USING ERRCODE = 'check_violation';
		END IF;
		RETURN OLD;
	END IF;
	IF OLD."status" = 'completed' AND ROW(NEW.*) IS DISTINCT FROM ROW(OLD.*) THEN
		RAISE EXCEPTION 'a signed document is immutable' USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signature_requests_immutable" BEFORE UPDATE OR DELETE ON "signature_requests" FOR EACH ROW EXECUTE FUNCTION "signature_requests_immutable"();--> statement-breakpoint
CREATE FUNCTION "signature_signers_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' OR OLD."status" = 'signed' THEN
		RAISE EXCEPTION 'a signature is immutable' USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signature_signers_immutable" BEFORE UPDATE OR DELETE ON "signature_signers" FOR EACH ROW EXECUTE FUNCTION "signature_signers_immutable"();--> statement-breakpoint
CREATE FUNCTION "signature_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'signature events are append-only' USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signature_events_append_only" BEFORE UPDATE OR DELETE ON "signature_events" FOR EACH ROW EXECUTE FUNCTION "signature_events_append_only"();--> statement-breakpoint
-- The public API's webhooks (migration 0034): a request completed or declined.
CREATE FUNCTION "webhook_events_signature_requests"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids jsonb := jsonb_build_object('client_id', NEW."client_id", 'signature_request_id', NEW."id");
BEGIN
	IF NEW."status" = 'completed' AND OLD."status" IS DISTINCT FROM 'completed' THEN
		PERFORM "webhook_event_record"(NEW."firm_id", 'signature.completed', ids);
	ELSIF NEW."status" = 'declined' AND OLD."status" IS DISTINCT FROM 'declined' THEN
		PERFORM "webhook_event_record"(NEW."firm_id", 'signature.declined', ids);
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signature_requests_webhook_events" AFTER UPDATE ON "signature_requests" FOR EACH ROW EXECUTE FUNCTION "webhook_events_signature_requests"();
