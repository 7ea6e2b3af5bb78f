CREATE SCHEMA "notification";
--> statement-breakpoint
CREATE TABLE "notification"."messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"recipient" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "messages_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "messages_status_check" CHECK ("notification"."messages"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "notification"."recipients" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "notification"."messages" USING btree ("next_attempt_at") WHERE "notification"."messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "notification"."messages" USING btree ("created_at");