CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "pdf_texts" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"extracted_at" timestamp with time zone,
	"failed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subkind" text DEFAULT '' NOT NULL,
	"ref_id" integer NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"grade_id" integer,
	"subject_id" integer,
	"semester" "semester",
	"link" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"pdf_key" text,
	"context" text DEFAULT '' NOT NULL,
	"norm_title" text NOT NULL,
	"norm_body" text DEFAULT '' NOT NULL,
	"title_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"body_words" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"built_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"title_docs" integer DEFAULT 0 NOT NULL,
	"body_docs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_title_words_idx" ON "search_documents" USING gin ("title_words") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "search_documents_body_words_idx" ON "search_documents" USING gin ("body_words") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "search_documents_pdf_key_idx" ON "search_documents" USING btree ("pdf_key");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);