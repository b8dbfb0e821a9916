CREATE TYPE "public"."risk_assessment_status" AS ENUM('in-progress', 'completed');--> statement-breakpoint
CREATE TABLE "risk_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"questionnaire_version" integer NOT NULL,
	"status" "risk_assessment_status" DEFAULT 'in-progress' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"score" integer,
	"level" integer,
	"capacity_score" integer,
	"capacity" text,
	"override_level" integer,
	"override_reason" text,
	"overridden_by" integer,
	"overridden_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_overridden_by_users_id_fk" FOREIGN KEY ("overridden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_assessments_client_idx" ON "risk_assessments" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_assessments_one_open_per_client" ON "risk_assessments" USING btree ("client_id") WHERE "risk_assessments"."status" = 'in-progress';