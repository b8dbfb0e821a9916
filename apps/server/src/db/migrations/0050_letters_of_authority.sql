-- Letters of authority (docs/signing.md): one letter per pension or investment of the fact-find, kept as a document
-- of the household and sent for signature through signature_requests; the policy as it was when the letter was
-- written (provider, policy number, type, owner), so a later change of the fact-find changes no letter.
CREATE TABLE "letters_of_authority" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL REFERENCES "firms"("id"),
	"client_id" integer NOT NULL REFERENCES "clients"("id"),
	"category" text NOT NULL CHECK ("category" IN ('pensions', 'investments')),
	"policy_type" text NOT NULL,
	"provider" text NOT NULL,
	"policy_number" text NOT NULL,
	"owner" text NOT NULL CHECK ("owner" IN ('client1', 'client2', 'joint')),
	"document_id" integer NOT NULL REFERENCES "documents"("id"),
	"signature_request_id" integer NOT NULL UNIQUE REFERENCES "signature_requests"("id"),
	"created_by" integer NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "letters_of_authority_client_idx" ON "letters_of_authority" ("firm_id", "client_id", "created_at");--> statement-breakpoint
-- Each step of a letter, as it happened: drafted and sent for signature by the portal, then the steps with the
-- provider as the adviser records them (the day it happened, an optional note), and each statement received, a
-- document of the household. Append-only: the history of a letter is what happened, in order.
CREATE TABLE "letter_of_authority_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL REFERENCES "firms"("id"),
	"letter_id" integer NOT NULL REFERENCES "letters_of_authority"("id"),
	"type" text NOT NULL CHECK ("type" IN ('drafted', 'sent_for_signature', 'sent_to_provider', 'acknowledged', 'chased', 'information_received', 'statement')),
	"occurred_on" date NOT NULL,
	"note" text,
	"document_id" integer REFERENCES "documents"("id"),
	"recorded_by" integer REFERENCES "users"("id"),
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "letter_of_authority_events_statement_document" CHECK (("type" = 'statement') = ("document_id" IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX "letter_of_authority_events_letter_idx" ON "letter_of_authority_events" ("firm_id", "letter_id", "id");--> statement-breakpoint
-- Every step but a chase and a statement happens once: two advisers recording the same step at once store one.
CREATE UNIQUE INDEX "letter_of_authority_events_once" ON "letter_of_authority_events" ("letter_id", "type") WHERE "type" NOT IN ('chased', 'statement');--> statement-breakpoint
CREATE FUNCTION "letter_of_authority_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'letter of authority events are append-only' USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "letter_of_authority_events_append_only" BEFORE UPDATE OR DELETE ON "letter_of_authority_events" FOR EACH ROW EXECUTE FUNCTION "letter_of_authority_events_append_only"();
