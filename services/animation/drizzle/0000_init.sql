CREATE SCHEMA "animation";
--> statement-breakpoint
CREATE TABLE "animation"."access_keys" (
	"access_key" varchar(28) PRIMARY KEY NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"anim_type" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "animation"."inbox" (
	"consumer" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" jsonb,
	CONSTRAINT "inbox_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "animation"."materials" (
	"material_id" integer PRIMARY KEY NOT NULL,
	"anim_type" smallint NOT NULL,
	"material_type" smallint NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"style" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_anim_type_check" CHECK ("animation"."materials"."anim_type" in (0, 1)),
	CONSTRAINT "materials_material_type_check" CHECK ("animation"."materials"."material_type" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "animation"."outbox" (
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
CREATE TABLE "animation"."published_configs" (
	"user_id" varchar(64) NOT NULL,
	"anim_type" smallint NOT NULL,
	"materials" jsonb NOT NULL,
	"fence_image_key" varchar(300),
	"extra_fence_image_keys" jsonb NOT NULL,
	"domains" jsonb NOT NULL,
	"version" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "published_configs_user_id_anim_type_pk" PRIMARY KEY("user_id","anim_type")
);
--> statement-breakpoint
CREATE TABLE "animation"."uploaded_images" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"uploader_user_id" varchar(64) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"claimed_anim_type" smallint,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "animation"."user_configs" (
	"user_id" varchar(64) NOT NULL,
	"anim_type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"materials" jsonb NOT NULL,
	"fence_image_key" varchar(300),
	"extra_fence_image_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"draft_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_configs_user_id_anim_type_pk" PRIMARY KEY("user_id","anim_type"),
	CONSTRAINT "user_configs_anim_type_check" CHECK ("animation"."user_configs"."anim_type" in (0, 1)),
	CONSTRAINT "user_configs_status_check" CHECK ("animation"."user_configs"."status" in (0, 1, 2, 3, 99))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "access_keys_live_idx" ON "animation"."access_keys" USING btree ("user_id","anim_type") WHERE "animation"."access_keys"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "inbox_processed_at_idx" ON "animation"."inbox" USING btree ("processed_at");--> statement-breakpoint
CREATE INDEX "materials_sport_type_idx" ON "animation"."materials" USING btree ("anim_type","material_type","sort_order");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "animation"."outbox" USING btree ("published_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_key_idx" ON "animation"."outbox" USING btree ("event_key","sequence") WHERE "animation"."outbox"."published_at" is null and "animation"."outbox"."parked_at" is null;--> statement-breakpoint
CREATE INDEX "uploaded_images_uploader_idx" ON "animation"."uploaded_images" USING btree ("uploader_user_id","created_at");