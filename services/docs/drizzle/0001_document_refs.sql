ALTER TABLE "docs"."documents" ADD COLUMN "ref" varchar(120);--> statement-breakpoint
CREATE UNIQUE INDEX "documents_ref_idx" ON "docs"."documents" USING btree ("ref");