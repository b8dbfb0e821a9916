-- The audit log, the largest table (tens of rows per household a year), partitioned by month of created_at, so that
-- retention drops a whole month's partition instead of deleting rows (platform/audit-partitions.ts creates the
-- months ahead and drops the expired ones). Rows of a month with no partition yet land in audit_events_default,
-- from which the same job moves them into their month. The primary key must include the partition key.
ALTER TABLE "audit_events" RENAME TO "audit_events_before_0032";--> statement-breakpoint
ALTER TABLE "audit_events_before_0032" RENAME CONSTRAINT "audit_events_pkey" TO "audit_events_before_0032_pkey";--> statement-breakpoint
ALTER TABLE "audit_events_before_0032" RENAME CONSTRAINT "audit_events_firm_id_firms_id_fk" TO "audit_events_before_0032_firm_fk";--> statement-breakpoint
ALTER TABLE "audit_events_before_0032" RENAME CONSTRAINT "audit_events_user_id_users_id_fk" TO "audit_events_before_0032_user_fk";--> statement-breakpoint
ALTER INDEX "audit_events_user_idx" RENAME TO "audit_events_before_0032_user_idx";--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigint DEFAULT nextval('audit_events_id_seq'::regclass) NOT NULL,
	"firm_id" integer NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id", "created_at")
) PARTITION BY RANGE ("created_at");--> statement-breakpoint
ALTER SEQUENCE "audit_events_id_seq" OWNED BY "audit_events"."id";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_user_idx" ON "audit_events" USING btree ("user_id","created_at");--> statement-breakpoint
-- The audit page and its export read one firm's trail newest first.
CREATE INDEX "audit_events_firm_idx" ON "audit_events" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE TABLE "audit_events_default" PARTITION OF "audit_events" DEFAULT;--> statement-breakpoint
INSERT INTO "audit_events" SELECT * FROM "audit_events_before_0032";--> statement-breakpoint
DROP TABLE "audit_events_before_0032";
