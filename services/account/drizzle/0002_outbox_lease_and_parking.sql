ALTER TABLE "account"."outbox" ADD COLUMN "parked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account"."outbox" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "account"."outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "inbox_processed_at_idx" ON "account"."inbox" USING btree ("processed_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_key_idx" ON "account"."outbox" USING btree ("event_key","sequence") WHERE "account"."outbox"."published_at" is null and "account"."outbox"."parked_at" is null;