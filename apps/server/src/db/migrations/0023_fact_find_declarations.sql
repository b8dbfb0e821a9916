ALTER TABLE "firms" ADD COLUMN "fact_find_declaration_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "fact_find_declaration_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "fact_find_declarations" (
	"id" serial PRIMARY KEY NOT NULL,
	"fact_find_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"person" smallint NOT NULL,
	"text" text NOT NULL,
	"last_change_id" bigint DEFAULT 0 NOT NULL,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fact_find_declarations_person_check" CHECK ("fact_find_declarations"."person" IN (1, 2))
);--> statement-breakpoint
ALTER TABLE "fact_find_declarations" ADD CONSTRAINT "fact_find_declarations_fact_find_id_fact_finds_id_fk" FOREIGN KEY ("fact_find_id") REFERENCES "public"."fact_finds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_find_declarations" ADD CONSTRAINT "fact_find_declarations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fact_find_declarations_fact_find_idx" ON "fact_find_declarations" USING btree ("fact_find_id","person","declared_at");
