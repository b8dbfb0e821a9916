CREATE TABLE "forecast_scenarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"scenario" jsonb NOT NULL,
	"shared_at" timestamp with time zone,
	"assumptions_version" integer NOT NULL,
	"fact_find_id" integer,
	"fact_find_version" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "forecast_scenarios" ADD CONSTRAINT "forecast_scenarios_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_scenarios" ADD CONSTRAINT "forecast_scenarios_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_scenarios" ADD CONSTRAINT "forecast_scenarios_fact_find_id_fact_finds_id_fk" FOREIGN KEY ("fact_find_id") REFERENCES "public"."fact_finds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_scenarios" ADD CONSTRAINT "forecast_scenarios_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forecast_scenarios_client_idx" ON "forecast_scenarios" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forecast_scenarios_client_name_unique" ON "forecast_scenarios" USING btree ("client_id",lower("name"));
