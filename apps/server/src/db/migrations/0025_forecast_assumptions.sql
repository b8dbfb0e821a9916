CREATE TABLE "forecast_assumptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"version" integer NOT NULL,
	"assumptions" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forecast_assumptions_firm_version_unique" UNIQUE("firm_id","version"),
	CONSTRAINT "forecast_assumptions_version_check" CHECK ("version" >= 1)
);--> statement-breakpoint
ALTER TABLE "forecast_assumptions" ADD CONSTRAINT "forecast_assumptions_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_assumptions" ADD CONSTRAINT "forecast_assumptions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_assumptions" ADD CONSTRAINT "forecast_assumptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forecast_assumptions_one_draft_per_firm" ON "forecast_assumptions" USING btree ("firm_id") WHERE "published_at" IS NULL;
