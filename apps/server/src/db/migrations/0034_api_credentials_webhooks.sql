CREATE TABLE "api_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"rate_limit_per_minute" integer DEFAULT 120 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	CONSTRAINT "api_credentials_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "api_credentials_user_id_unique" UNIQUE("user_id")
);--> statement-breakpoint
ALTER TABLE "api_credentials" ADD CONSTRAINT "api_credentials_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_credentials" ADD CONSTRAINT "api_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_credentials" ADD CONSTRAINT "api_credentials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_credentials" ADD CONSTRAINT "api_credentials_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_credentials_firm_idx" ON "api_credentials" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	"disabled_reason" text,
	"deleted_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_endpoints_firm_idx" ON "webhook_endpoints" USING btree ("firm_id");--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fanned_out_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_events_pending_idx" ON "webhook_events" USING btree ("id") WHERE "fanned_out_at" IS NULL;--> statement-breakpoint
CREATE TYPE "public"."webhook_delivery_status" AS ENUM('pending', 'delivered', 'failed');--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"endpoint_id" integer NOT NULL,
	"status" "webhook_delivery_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"replay_pending" boolean DEFAULT false NOT NULL,
	CONSTRAINT "webhook_deliveries_event_endpoint_unique" UNIQUE("event_id","endpoint_id")
);--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"latency_ms" integer NOT NULL,
	"error" text,
	"replay" boolean DEFAULT false NOT NULL
);--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","id");--> statement-breakpoint
-- The webhook outbox: each change a firm's endpoints may hear of is recorded by a trigger on the table that changes,
-- in the change's own transaction, so no write path can forget it and a rolled-back change announces nothing.
-- Events are thin (ids, never personal data). The catalogue is packages/domain/src/contract/webhooks.ts.
CREATE FUNCTION "webhook_event_record"(firm integer, kind text, payload jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "webhook_events" ("firm_id", "type", "data") VALUES (firm, kind, payload);
END;
$$;--> statement-breakpoint
CREATE FUNCTION "webhook_events_fact_finds"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids jsonb := jsonb_build_object('client_id', NEW."client_id", 'fact_find_id', NEW."id");
BEGIN
	IF NEW."status" = 'awaiting-review' AND OLD."status" IS DISTINCT FROM 'awaiting-review' THEN
		PERFORM "webhook_event_record"(NEW."firm_id", 'fact_find.submitted', ids);
	END IF;
	IF NEW."returned_at" IS NOT NULL AND NEW."returned_at" IS DISTINCT FROM OLD."returned_at" THEN
		PERFORM "webhook_event_record"(NEW."firm_id", 'fact_find.returned', ids);
	END IF;
	IF NEW."status" = 'reviewed' AND OLD."status" IS DISTINCT FROM 'reviewed' THEN
		PERFORM "webhook_event_record"(NEW."firm_id", 'fact_find.reviewed', ids);
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "fact_finds_webhook_events" AFTER UPDATE ON "fact_finds" FOR EACH ROW EXECUTE FUNCTION "webhook_events_fact_finds"();--> statement-breakpoint
-- A client's (or a household partner's) invitation and its acceptance; staff invitations are not client events.
CREATE FUNCTION "webhook_events_invitations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	household record;
BEGIN
	SELECT m."client_id", m."person" INTO household FROM "household_members" m WHERE m."user_id" = NEW."user_id";
	IF household IS NULL THEN
		SELECT c."id" AS "client_id", 1 AS "person" INTO household FROM "clients" c WHERE c."user_id" = NEW."user_id";
	END IF;
	IF household."client_id" IS NULL THEN
		RETURN NEW;
	END IF;
	IF TG_OP = 'INSERT' THEN
		PERFORM "webhook_event_record"(NEW."firm_id", 'client.invited',
			jsonb_build_object('client_id', household."client_id", 'person', household."person"));
	ELSIF NEW."accepted_at" IS NOT NULL AND OLD."accepted_at" IS NULL THEN
		PERFORM "webhook_event_record"(NEW."firm_id", 'client.joined',
			jsonb_build_object('client_id', household."client_id", 'person', household."person"));
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invitations_webhook_events" AFTER INSERT OR UPDATE ON "invitations" FOR EACH ROW EXECUTE FUNCTION "webhook_events_invitations"();--> statement-breakpoint
CREATE FUNCTION "webhook_events_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "webhook_event_record"(NEW."firm_id", 'document.uploaded',
		jsonb_build_object('client_id', NEW."client_id", 'document_id', NEW."id", 'source', NEW."source"));
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "documents_webhook_events" AFTER INSERT ON "documents" FOR EACH ROW EXECUTE FUNCTION "webhook_events_documents"();--> statement-breakpoint
-- A message from the household (either partner); the firm's own messages are not announced to the firm.
CREATE FUNCTION "webhook_events_messages"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	conversation record;
BEGIN
	SELECT c."firm_id", c."client_id" INTO conversation FROM "conversations" c
		JOIN "users" u ON u."id" = NEW."sender_user_id" AND u."role" = 'client'
		WHERE c."id" = NEW."conversation_id";
	IF conversation."client_id" IS NOT NULL THEN
		PERFORM "webhook_event_record"(conversation."firm_id", 'message.received',
			jsonb_build_object('client_id', conversation."client_id", 'message_id', NEW."id"));
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "messages_webhook_events" AFTER INSERT ON "messages" FOR EACH ROW EXECUTE FUNCTION "webhook_events_messages"();--> statement-breakpoint
-- A risk result becomes final when completed without answers that disagree, or when the adviser reviews those that
-- do. Whether answers disagree is the questionnaire's rule (packages/domain/src/risk), so both moments are recorded
-- here with what happened ('completed' or 'reviewed') and the delivery worker keeps a completion only when its
-- result is final (features/webhooks/catalogue.ts).
CREATE FUNCTION "webhook_events_risk_assessments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids jsonb := jsonb_build_object('client_id', NEW."client_id", 'assessment_id', NEW."id", 'person', NEW."person");
BEGIN
	IF NEW."status" = 'completed' AND OLD."status" IS DISTINCT FROM 'completed' THEN
		PERFORM "webhook_event_record"(NEW."firm_id", 'risk_result.final', ids || '{"on":"completed"}'::jsonb);
	ELSIF NEW."status" = 'completed' AND NEW."reviewed_at" IS NOT NULL AND OLD."reviewed_at" IS NULL THEN
		PERFORM "webhook_event_record"(NEW."firm_id", 'risk_result.final', ids || '{"on":"reviewed"}'::jsonb);
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "risk_assessments_webhook_events" AFTER UPDATE ON "risk_assessments" FOR EACH ROW EXECUTE FUNCTION "webhook_events_risk_assessments"();
