CREATE SCHEMA "catalogue";
--> statement-breakpoint
CREATE TABLE "catalogue"."inbox" (
	"consumer" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" jsonb,
	CONSTRAINT "inbox_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue"."outbox" (
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
	CONSTRAINT "outbox_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue"."products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"english_name" varchar(120) NOT NULL,
	"chinese_name" varchar(120),
	"sport_type" smallint NOT NULL,
	"tag" smallint,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_only_tester_visible" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue"."system_configs" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "catalogue"."outbox" USING btree ("published_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "products_sport_status_idx" ON "catalogue"."products" USING btree ("sport_type","status","sort_order");