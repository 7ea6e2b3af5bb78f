ALTER TABLE "docs"."outbox" ADD COLUMN "parked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "docs"."outbox" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "docs"."outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "inbox_processed_at_idx" ON "docs"."inbox" USING btree ("processed_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_key_idx" ON "docs"."outbox" USING btree ("event_key","sequence") WHERE "docs"."outbox"."published_at" is null and "docs"."outbox"."parked_at" is null;