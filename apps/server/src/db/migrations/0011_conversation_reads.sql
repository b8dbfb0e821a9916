CREATE TABLE "conversation_reads" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversation_reads_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The firm-wide mark becomes the client's adviser's own mark.
INSERT INTO "conversation_reads" ("conversation_id", "user_id", "last_viewed_at")
SELECT c."id", cl."adviser_id", c."adviser_last_viewed_at"
FROM "conversations" c JOIN "clients" cl ON cl."id" = c."client_id"
WHERE c."adviser_last_viewed_at" IS NOT NULL AND cl."adviser_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "adviser_last_viewed_at";