CREATE SCHEMA "data_api";
--> statement-breakpoint
CREATE TABLE "data_api"."customers" (
	"user_id" varchar(64) PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"language" varchar(8) DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_api"."inbox" (
	"consumer" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" jsonb,
	CONSTRAINT "inbox_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "data_api"."interface_switches" (
	"ref" varchar(80) PRIMARY KEY NOT NULL,
	"is_enabled" boolean NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_api"."outbox" (
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
CREATE TABLE "data_api"."quota_notices" (
	"user_id" varchar(64) NOT NULL,
	"sport_type" smallint NOT NULL,
	"day" date NOT NULL,
	"percent" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quota_notices_user_id_sport_type_day_percent_pk" PRIMARY KEY("user_id","sport_type","day","percent")
);
--> statement-breakpoint
CREATE TABLE "data_api"."simulator_cursor" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"published_until" timestamp with time zone NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_api"."usage_batches" (
	"batch_id" varchar(64) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_api"."usage_daily" (
	"day" date NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"ref" varchar(80) NOT NULL,
	"status" smallint NOT NULL,
	"result_code" integer NOT NULL,
	"calls" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_daily_day_user_id_ref_status_result_code_pk" PRIMARY KEY("day","user_id","ref","status","result_code"),
	CONSTRAINT "usage_daily_calls_positive" CHECK ("data_api"."usage_daily"."calls" > 0)
);
--> statement-breakpoint
CREATE INDEX "inbox_processed_at_idx" ON "data_api"."inbox" USING btree ("processed_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "data_api"."outbox" USING btree ("published_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_key_idx" ON "data_api"."outbox" USING btree ("event_key","sequence") WHERE "data_api"."outbox"."published_at" is null and "data_api"."outbox"."parked_at" is null;--> statement-breakpoint
CREATE INDEX "usage_daily_user_day_idx" ON "data_api"."usage_daily" USING btree ("user_id","day");