CREATE TABLE "price_paid_sales" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"price" integer NOT NULL,
	"transfer_date" date NOT NULL,
	"postcode" text NOT NULL,
	"sector" text NOT NULL,
	"property_type" text NOT NULL,
	"is_new_build" boolean NOT NULL,
	"tenure" text NOT NULL,
	"paon" text NOT NULL,
	"saon" text NOT NULL,
	"street" text NOT NULL,
	"locality" text NOT NULL,
	"town" text NOT NULL,
	"district" text NOT NULL,
	"county" text NOT NULL,
	"category" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "price_paid_sales_postcode_idx" ON "price_paid_sales" USING btree ("postcode","transfer_date");--> statement-breakpoint
CREATE INDEX "price_paid_sales_sector_idx" ON "price_paid_sales" USING btree ("sector","transfer_date");