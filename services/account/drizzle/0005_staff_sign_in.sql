CREATE TABLE "account"."staff_members" (
	"staff_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254) NOT NULL,
	"display_name" varchar(100) NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" varchar(64) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"last_sign_in_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "account"."staff_roles" (
	"role_id" varchar(64) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_super" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account"."staff_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "account"."staff_sign_ins" (
	"sign_in_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254) NOT NULL,
	"staff_id" uuid,
	"outcome" varchar(20) NOT NULL,
	"ip" text,
	"user_agent" varchar(300),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account"."staff_members" ADD CONSTRAINT "staff_members_role_id_staff_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "account"."staff_roles"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account"."staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_members_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "account"."staff_members"("staff_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account"."staff_sign_ins" ADD CONSTRAINT "staff_sign_ins_staff_id_staff_members_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "account"."staff_members"("staff_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "account"."staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sign_ins_email_at_idx" ON "account"."staff_sign_ins" USING btree ("email","at");