CREATE SCHEMA "billing";
--> statement-breakpoint
CREATE SEQUENCE "billing"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "billing"."customers" (
	"user_id" varchar(64) PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"language" varchar(8) DEFAULT 'en' NOT NULL,
	"card_customer_ref" varchar(120),
	"payment_method_ref" varchar(120),
	"card_brand" varchar(20),
	"card_last4" varchar(4),
	"card_exp_month" smallint,
	"card_exp_year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."inbox" (
	"consumer" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" jsonb,
	CONSTRAINT "inbox_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "billing"."outbox" (
	"sequence" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"event_key" text NOT NULL,
	"envelope" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"parked_at" timestamp with time zone,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	CONSTRAINT "outbox_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "billing"."promotion_codes" (
	"code" varchar(40) PRIMARY KEY NOT NULL,
	"percent_off" smallint NOT NULL,
	"redemption_limit" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_codes_percent" CHECK ("billing"."promotion_codes"."percent_off" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "billing"."provider_events" (
	"event_id" varchar(200) PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"type" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."refunds" (
	"refund_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" varchar(24) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_full_refund" boolean NOT NULL,
	"staff_id" varchar(80) NOT NULL,
	"provider_ref" varchar(200),
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount" CHECK ("billing"."refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "billing"."sandbox_sessions" (
	"session_id" varchar(64) PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"transaction_id" uuid NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"amount" integer NOT NULL,
	"currency" smallint NOT NULL,
	"description" text NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"success_path" text NOT NULL,
	"cancel_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."staff_actions" (
	"action_id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" varchar(80) NOT NULL,
	"action" varchar(40) NOT NULL,
	"target" varchar(120) NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."subscription_history" (
	"history_id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"event" varchar(24) NOT NULL,
	"pay_result" varchar(24),
	"before_state" varchar(16),
	"after_state" varchar(16) NOT NULL,
	"before_expire_at" timestamp with time zone,
	"after_expire_at" timestamp with time zone,
	"transaction_id" uuid,
	"actor" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."subscriptions" (
	"subscription_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" varchar(120) NOT NULL,
	"sport_type" smallint NOT NULL,
	"plan_id" integer NOT NULL,
	"period" smallint NOT NULL,
	"amount" integer NOT NULL,
	"currency" smallint NOT NULL,
	"payment_type" smallint NOT NULL,
	"platform" smallint DEFAULT 0 NOT NULL,
	"state" varchar(16) DEFAULT 'incomplete' NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"periods_paid" integer DEFAULT 0 NOT NULL,
	"next_action_at" timestamp with time zone,
	"renewal_attempts" smallint DEFAULT 0 NOT NULL,
	"expiring_notice_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"expire_reason" varchar(24),
	"upgrade_plan_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_state_known" CHECK ("billing"."subscriptions"."state" in ('incomplete', 'active', 'past-due', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "billing"."transaction_lines" (
	"transaction_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"product_name" varchar(120) NOT NULL,
	"period" smallint NOT NULL,
	"list_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "transaction_lines_transaction_id_subscription_id_pk" PRIMARY KEY("transaction_id","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "billing"."transactions" (
	"transaction_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"platform" smallint NOT NULL,
	"result" varchar(16) DEFAULT 'to-be-paid' NOT NULL,
	"description" text NOT NULL,
	"currency" smallint NOT NULL,
	"income_amount" integer NOT NULL,
	"service_amount" integer DEFAULT 0 NOT NULL,
	"pay_amount" integer NOT NULL,
	"exchange_rate" numeric(12, 6) DEFAULT '1' NOT NULL,
	"promotion_code" varchar(40),
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"provider_ref" varchar(200),
	"payment_url" text,
	"idempotency_key" varchar(120) NOT NULL,
	"paid_at" timestamp with time zone,
	"invoice_number" varchar(24),
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_amounts" CHECK ("billing"."transactions"."pay_amount" >= 0 and "billing"."transactions"."refunded_amount" between 0 and "billing"."transactions"."pay_amount")
);
--> statement-breakpoint
CREATE TABLE "billing"."trials" (
	"trial_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"sport_type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"daily_call_limit" integer NOT NULL,
	"delay_minutes" integer NOT NULL,
	"ending_notice_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trials_sport_known" CHECK ("billing"."trials"."sport_type" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "billing"."refunds" ADD CONSTRAINT "refunds_transaction_id_transactions_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "billing"."transactions"("transaction_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing"."subscription_history" ADD CONSTRAINT "subscription_history_subscription_id_subscriptions_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "billing"."subscriptions"("subscription_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing"."transaction_lines" ADD CONSTRAINT "transaction_lines_transaction_id_transactions_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "billing"."transactions"("transaction_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing"."transaction_lines" ADD CONSTRAINT "transaction_lines_subscription_id_subscriptions_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "billing"."subscriptions"("subscription_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_processed_at_idx" ON "billing"."inbox" USING btree ("processed_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "billing"."outbox" USING btree ("published_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_key_idx" ON "billing"."outbox" USING btree ("event_key","sequence") WHERE "billing"."outbox"."published_at" is null and "billing"."outbox"."parked_at" is null;--> statement-breakpoint
CREATE INDEX "refunds_transaction_idx" ON "billing"."refunds" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "staff_actions_target_idx" ON "billing"."staff_actions" USING btree ("target","action_id");--> statement-breakpoint
CREATE INDEX "subscription_history_subscription_idx" ON "billing"."subscription_history" USING btree ("subscription_id","history_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "billing"."subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "billing"."subscriptions" USING btree ("state","next_action_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_product_idx" ON "billing"."subscriptions" USING btree ("user_id","product_id") WHERE "billing"."subscriptions"."state" in ('active', 'past-due');--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_idempotency_idx" ON "billing"."transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_invoice_number_idx" ON "billing"."transactions" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "transactions_user_idx" ON "billing"."transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trials_user_sport_idx" ON "billing"."trials" USING btree ("user_id","sport_type");--> statement-breakpoint
CREATE INDEX "trials_due_idx" ON "billing"."trials" USING btree ("status","ends_at");