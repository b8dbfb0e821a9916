-- A client's support needs (issue 28, docs/support-needs.md): what each person of a household told the firm would
-- help — FCA FG21/1's four drivers in plain words, their own words, how they prefer to be contacted, adjustments,
-- a trusted contact person — recorded only with their explicit consent (UK GDPR art. 9: special category data).
-- At most one current row per person (withdrawn_at IS NULL); a withdrawal keeps the row, and the retention purge
-- (features/data-rights/purge-repo.ts) later clears its detail, leaving only the fact that it existed and when.
CREATE TABLE "support_needs" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"person" smallint NOT NULL,
	"recorded_by" integer,
	"drivers" text[] DEFAULT '{}' NOT NULL,
	"details" text,
	"preferred_contact" text,
	"adjustments" text[] DEFAULT '{}' NOT NULL,
	"trusted_contact" jsonb,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_version" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" integer,
	"purged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_needs_person_check" CHECK ("support_needs"."person" IN (1, 2))
);--> statement-breakpoint
ALTER TABLE "support_needs" ADD CONSTRAINT "support_needs_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_needs" ADD CONSTRAINT "support_needs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_needs" ADD CONSTRAINT "support_needs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_needs" ADD CONSTRAINT "support_needs_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_needs_one_current_per_person" ON "support_needs" USING btree ("client_id","person") WHERE "withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "support_needs_firm_current_idx" ON "support_needs" USING btree ("firm_id","client_id") WHERE "withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "support_needs_client_idx" ON "support_needs" USING btree ("client_id","person","id");--> statement-breakpoint
CREATE INDEX "support_needs_purge_due_idx" ON "support_needs" USING btree ("withdrawn_at") WHERE "withdrawn_at" IS NOT NULL AND "purged_at" IS NULL;
