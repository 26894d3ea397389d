-- The index is derived data, rebuilt at start: emptied here so the new key cannot meet a duplicate.
DELETE FROM "search_documents";--> statement-breakpoint
DELETE FROM "search_words";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "digest" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_key_idx" ON "search_documents" USING btree ("kind","subkind","ref_id");