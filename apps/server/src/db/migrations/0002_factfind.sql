CREATE TYPE "public"."fact_find_status" AS ENUM('draft', 'awaiting-review', 'reviewed');--> statement-breakpoint
CREATE TABLE "fact_find_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"fact_find_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"value" jsonb,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fact_find_answers_question_unique" UNIQUE("fact_find_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "fact_find_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fact_find_id" integer NOT NULL,
	"user_id" integer,
	"path" text NOT NULL,
	"old" jsonb,
	"new" jsonb,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fact_find_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"given_by" integer NOT NULL,
	"text" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fact_find_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"version" integer NOT NULL,
	"custom_pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_page_sections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"template_settings" jsonb DEFAULT '{"show_fund_input":false}'::jsonb NOT NULL,
	"template_permissions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fact_find_templates_firm_version_unique" UNIQUE("firm_id","version")
);
--> statement-breakpoint
CREATE TABLE "fact_finds" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"status" "fact_find_status" DEFAULT 'draft' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_completed_step" text,
	"version" integer DEFAULT 0 NOT NULL,
	"template_id" integer,
	"template_version" integer,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "fact_find_consent_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "fact_find_consent_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fact_find_answers" ADD CONSTRAINT "fact_find_answers_fact_find_id_fact_finds_id_fk" FOREIGN KEY ("fact_find_id") REFERENCES "public"."fact_finds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_answers" ADD CONSTRAINT "fact_find_answers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_changes" ADD CONSTRAINT "fact_find_changes_fact_find_id_fact_finds_id_fk" FOREIGN KEY ("fact_find_id") REFERENCES "public"."fact_finds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_changes" ADD CONSTRAINT "fact_find_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_consents" ADD CONSTRAINT "fact_find_consents_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_consents" ADD CONSTRAINT "fact_find_consents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_consents" ADD CONSTRAINT "fact_find_consents_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_templates" ADD CONSTRAINT "fact_find_templates_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_templates" ADD CONSTRAINT "fact_find_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_finds" ADD CONSTRAINT "fact_finds_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_finds" ADD CONSTRAINT "fact_finds_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_finds" ADD CONSTRAINT "fact_finds_template_id_fact_find_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."fact_find_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_finds" ADD CONSTRAINT "fact_finds_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fact_find_changes_fact_find_idx" ON "fact_find_changes" USING btree ("fact_find_id","id");--> statement-breakpoint
CREATE INDEX "fact_find_consents_client_idx" ON "fact_find_consents" USING btree ("client_id","given_at");--> statement-breakpoint
CREATE INDEX "fact_finds_client_idx" ON "fact_finds" USING btree ("client_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fact_finds_one_open_per_client" ON "fact_finds" USING btree ("client_id") WHERE "fact_finds"."status" <> 'reviewed';--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");