ALTER TABLE "firms" ADD COLUMN "review_frequency_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "review_lead_weeks" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "review_reminder_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "reviews" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('scheduled', 'invited', 'in_progress', 'checkin_done', 'meeting_booked', 'completed', 'declined', 'not_attempted');--> statement-breakpoint
CREATE TYPE "public"."review_suitability" AS ENUM('unchanged', 'changes_recommended');--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"status" "review_status" DEFAULT 'scheduled' NOT NULL,
	"scheduled_by" integer,
	"invited_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"baseline" jsonb,
	"baseline_at" timestamp with time zone,
	"appointment_id" integer,
	"meeting_on" date,
	"outcome" text,
	"suitability" "review_suitability",
	"closed_reason" text,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"snapshot" jsonb,
	"record_document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "review_check_ins" (
	"review_id" integer NOT NULL,
	"person" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"confirmed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_check_ins_review_id_person_pk" PRIMARY KEY("review_id","person"),
	CONSTRAINT "review_check_ins_person_check" CHECK ("review_check_ins"."person" IN (1, 2))
);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_record_document_id_documents_id_fk" FOREIGN KEY ("record_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_check_ins" ADD CONSTRAINT "review_check_ins_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_check_ins" ADD CONSTRAINT "review_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_open_per_client" ON "reviews" USING btree ("client_id") WHERE "status" NOT IN ('completed', 'declined', 'not_attempted');--> statement-breakpoint
CREATE INDEX "reviews_client_idx" ON "reviews" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "reviews_firm_due_idx" ON "reviews" USING btree ("firm_id","due_on");--> statement-breakpoint
CREATE INDEX "reviews_open_due_idx" ON "reviews" USING btree ("due_on") WHERE "status" IN ('scheduled', 'invited', 'in_progress');
