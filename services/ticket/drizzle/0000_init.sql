CREATE SCHEMA "ticket";
--> statement-breakpoint
CREATE TABLE "ticket"."assign_rules" (
	"rule_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" smallint,
	"staff_id" varchar(64) NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket"."inbox" (
	"consumer" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" jsonb,
	CONSTRAINT "inbox_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "ticket"."outbox" (
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
CREATE TABLE "ticket"."ticket_attachments" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"ticket_id" uuid,
	"message_id" uuid,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"uploader" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket"."ticket_history" (
	"entry_id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" uuid NOT NULL,
	"operation" varchar(24) NOT NULL,
	"actor" varchar(80) NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket"."ticket_messages" (
	"message_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author" varchar(8) NOT NULL,
	"staff_id" varchar(64),
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_messages_author_check" CHECK ("ticket"."ticket_messages"."author" in ('customer', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "ticket"."ticket_types" (
	"type_id" smallint PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket"."tickets" (
	"ticket_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(22) NOT NULL,
	"user_id" varchar(64),
	"email" varchar(254) NOT NULL,
	"name" varchar(100) NOT NULL,
	"language" varchar(8) NOT NULL,
	"type_id" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"urgency" smallint DEFAULT 0 NOT NULL,
	"priority" varchar(16) DEFAULT 'normal' NOT NULL,
	"assigned_staff_id" varchar(64),
	"close_reason" varchar(32),
	"closed_at" timestamp with time zone,
	"customer_unread" integer DEFAULT 0 NOT NULL,
	"staff_unread" integer DEFAULT 0 NOT NULL,
	"referer" text,
	"ip" varchar(64),
	"browser" varchar(210),
	"device" varchar(320),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_code_unique" UNIQUE("code"),
	CONSTRAINT "tickets_status_check" CHECK ("ticket"."tickets"."status" between 0 and 4),
	CONSTRAINT "tickets_urgency_check" CHECK ("ticket"."tickets"."urgency" between 0 and 2),
	CONSTRAINT "tickets_unread_check" CHECK ("ticket"."tickets"."customer_unread" >= 0 and "ticket"."tickets"."staff_unread" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ticket"."assign_rules" ADD CONSTRAINT "assign_rules_type_id_ticket_types_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "ticket"."ticket_types"("type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket"."ticket_attachments" ADD CONSTRAINT "ticket_attachments_ticket_id_tickets_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "ticket"."tickets"("ticket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket"."ticket_attachments" ADD CONSTRAINT "ticket_attachments_message_id_ticket_messages_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "ticket"."ticket_messages"("message_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket"."ticket_history" ADD CONSTRAINT "ticket_history_ticket_id_tickets_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "ticket"."tickets"("ticket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket"."ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_tickets_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "ticket"."tickets"("ticket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket"."tickets" ADD CONSTRAINT "tickets_type_id_ticket_types_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "ticket"."ticket_types"("type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assign_rules_order_idx" ON "ticket"."assign_rules" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "inbox_processed_at_idx" ON "ticket"."inbox" USING btree ("processed_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "ticket"."outbox" USING btree ("published_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_key_idx" ON "ticket"."outbox" USING btree ("event_key","sequence") WHERE "ticket"."outbox"."published_at" is null and "ticket"."outbox"."parked_at" is null;--> statement-breakpoint
CREATE INDEX "ticket_attachments_message_idx" ON "ticket"."ticket_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "ticket_history_ticket_idx" ON "ticket"."ticket_history" USING btree ("ticket_id","entry_id");--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket_idx" ON "ticket"."ticket_messages" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_user_activity_idx" ON "ticket"."tickets" USING btree ("user_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "tickets_status_activity_idx" ON "ticket"."tickets" USING btree ("status","last_activity_at");