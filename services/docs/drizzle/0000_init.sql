CREATE SCHEMA "docs";
--> statement-breakpoint
CREATE TABLE "docs"."articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"child_type_id" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"cover" text,
	"author" varchar(120) NOT NULL,
	"seo" jsonb,
	"status" smallint DEFAULT 1 NOT NULL,
	"publish_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "docs"."change_logs" (
	"log_id" varchar(64) PRIMARY KEY NOT NULL,
	"document_id" varchar(64) NOT NULL,
	"sport_type" smallint,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "docs"."doc_categories" (
	"category_id" varchar(64) PRIMARY KEY NOT NULL,
	"parent_id" varchar(64),
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "docs"."documents" (
	"document_id" varchar(64) PRIMARY KEY NOT NULL,
	"category_id" varchar(64) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"english_name" varchar(200) NOT NULL,
	"chinese_name" varchar(200),
	"sport_type" smallint,
	"method" smallint,
	"url" text,
	"description" jsonb,
	"request_params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"return_params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"request_params_desc" jsonb,
	"response_params_desc" jsonb,
	"sample_data" text,
	"sample_url" text,
	"debug_url" text,
	"debug_params" text,
	"frequency_limit" jsonb,
	"frequency_recommend" jsonb,
	"relate_product" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"document_text" jsonb,
	"disable_auto_show" boolean DEFAULT false NOT NULL,
	"is_change_log" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "docs"."faq_categories" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "docs"."faqs" (
	"faq_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"read_number" integer DEFAULT 0 NOT NULL,
	"hot_score" integer DEFAULT 0 NOT NULL,
	"custom_order" integer DEFAULT 0 NOT NULL,
	"related_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "docs"."inbox" (
	"consumer" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" jsonb,
	CONSTRAINT "inbox_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "docs"."outbox" (
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
CREATE INDEX "articles_type_idx" ON "docs"."articles" USING btree ("type_id","child_type_id","publish_date");--> statement-breakpoint
CREATE INDEX "change_logs_document_idx" ON "docs"."change_logs" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "change_logs_sport_idx" ON "docs"."change_logs" USING btree ("sport_type","created_at");--> statement-breakpoint
CREATE INDEX "documents_category_idx" ON "docs"."documents" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "faqs_category_idx" ON "docs"."faqs" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "faqs_search_vector_idx" ON "docs"."faqs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "docs"."outbox" USING btree ("published_at","next_attempt_at");