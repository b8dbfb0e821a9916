-- Onboarding from the workspace (docs/clients-csv.md): a joint partner's email kept with the household (the
-- fact-find's client 2 starts from it), and an invitation the firm withdrew told apart from one merely replaced.
ALTER TABLE "clients" ADD COLUMN "joint_email" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "revoked_at" timestamp with time zone;
