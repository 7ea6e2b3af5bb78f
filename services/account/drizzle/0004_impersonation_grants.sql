CREATE TABLE "account"."impersonation_grants" (
	"grant_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"staff_id" varchar(64) NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "impersonation_grants_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "account"."impersonation_uses" (
	"use_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grant_id" uuid NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" varchar(10) NOT NULL,
	"path" varchar(300) NOT NULL,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "account"."impersonation_grants" ADD CONSTRAINT "impersonation_grants_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account"."impersonation_uses" ADD CONSTRAINT "impersonation_uses_grant_id_impersonation_grants_grant_id_fk" FOREIGN KEY ("grant_id") REFERENCES "account"."impersonation_grants"("grant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impersonation_grants_user_idx" ON "account"."impersonation_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "impersonation_uses_grant_idx" ON "account"."impersonation_uses" USING btree ("grant_id");