CREATE TABLE "data_erasures" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"erased_by" integer NOT NULL,
	"reason" text NOT NULL,
	"erased_at" timestamp with time zone NOT NULL,
	"retain_until" timestamp with time zone NOT NULL,
	CONSTRAINT "data_erasures_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "firm_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"domain" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_domains_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
ALTER TABLE "data_erasures" ADD CONSTRAINT "data_erasures_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_erasures" ADD CONSTRAINT "data_erasures_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_erasures" ADD CONSTRAINT "data_erasures_erased_by_users_id_fk" FOREIGN KEY ("erased_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_domains" ADD CONSTRAINT "firm_domains_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_erasures_firm_idx" ON "data_erasures" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "firm_domains_firm_idx" ON "firm_domains" USING btree ("firm_id");