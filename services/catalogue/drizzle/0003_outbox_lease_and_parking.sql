ALTER TABLE "catalogue"."outbox" ADD COLUMN "parked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalogue"."outbox" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "catalogue"."outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "inbox_processed_at_idx" ON "catalogue"."inbox" USING btree ("processed_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_key_idx" ON "catalogue"."outbox" USING btree ("event_key","sequence") WHERE "catalogue"."outbox"."published_at" is null and "catalogue"."outbox"."parked_at" is null;