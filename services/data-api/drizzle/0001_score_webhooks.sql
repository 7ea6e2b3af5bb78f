CREATE TABLE "data_api"."webhook_deliveries" (
	"delivery_id" uuid PRIMARY KEY NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"event_id" varchar(80) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"attempt_log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"last_status" smallint,
	"last_error" varchar(300),
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_deliveries_kind" CHECK (kind in ('score', 'test', 'replay')),
	CONSTRAINT "webhook_deliveries_status" CHECK (status in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "data_api"."webhook_endpoints" (
	"user_id" varchar(64) PRIMARY KEY NOT NULL,
	"url" varchar(500) NOT NULL,
	"sports" smallint[] NOT NULL,
	"is_enabled" boolean NOT NULL,
	"secret" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_score_once" ON "data_api"."webhook_deliveries" USING btree ("user_id","event_id") WHERE kind = 'score';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "data_api"."webhook_deliveries" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_user_idx" ON "data_api"."webhook_deliveries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_created_idx" ON "data_api"."webhook_deliveries" USING btree ("created_at");