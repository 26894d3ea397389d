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
	"norm_body" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"built_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gist ("norm_title" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_body_trgm_idx" ON "search_documents" USING gist ("norm_body" gist_trgm_ops) WHERE "search_documents"."norm_body" <> '';--> statement-breakpoint
CREATE INDEX "search_documents_pdf_key_idx" ON "search_documents" USING btree ("pdf_key");