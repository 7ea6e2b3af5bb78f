CREATE TABLE "account"."throttle_counters" (
	"scope" varchar(32) NOT NULL,
	"subject" text NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "throttle_counters_scope_subject_pk" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
DROP TABLE "account"."login_failures" CASCADE;