CREATE TABLE "household_members" (
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"person" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_members_client_id_person_pk" PRIMARY KEY("client_id","person"),
	CONSTRAINT "household_members_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "household_members_person_check" CHECK ("person" IN (1, 2))
);--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "household_members" ("client_id", "user_id", "person") SELECT "id", "user_id", 1 FROM "clients";
--> statement-breakpoint
CREATE FUNCTION "household_members_add_client"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "household_members" ("client_id", "user_id", "person") VALUES (NEW."id", NEW."user_id", 1);
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "clients_household_person_1" AFTER INSERT ON "clients" FOR EACH ROW EXECUTE FUNCTION "household_members_add_client"();
