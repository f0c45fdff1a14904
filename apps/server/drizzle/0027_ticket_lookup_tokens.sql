CREATE TABLE "ticket_lookup_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_lookup_tokens_email_key" ON "ticket_lookup_tokens" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_lookup_tokens_hash_key" ON "ticket_lookup_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ticket_lookup_tokens_expires_idx" ON "ticket_lookup_tokens" USING btree ("expires_at");