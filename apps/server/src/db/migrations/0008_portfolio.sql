CREATE TABLE "portfolio_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"provider" text NOT NULL,
	"account_type" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_holdings" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"fund_name" text NOT NULL,
	"isin" text NOT NULL,
	"asset_class" text NOT NULL,
	"units" numeric(20, 6) NOT NULL,
	"price" numeric(20, 6) NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"valuation_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"as_at" date NOT NULL,
	"currency" text NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"by_account" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"by_asset_class" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_accounts" ADD CONSTRAINT "portfolio_accounts_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_accounts" ADD CONSTRAINT "portfolio_accounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_accounts" ADD CONSTRAINT "portfolio_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_holdings" ADD CONSTRAINT "portfolio_holdings_account_id_portfolio_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."portfolio_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_snapshots" ADD CONSTRAINT "portfolio_snapshots_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_snapshots" ADD CONSTRAINT "portfolio_snapshots_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_accounts_client_idx" ON "portfolio_accounts" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_accounts_identity" ON "portfolio_accounts" USING btree ("client_id","provider","account_type","reference");--> statement-breakpoint
CREATE INDEX "portfolio_holdings_account_idx" ON "portfolio_holdings" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_snapshots_client_date" ON "portfolio_snapshots" USING btree ("client_id","as_at","currency");