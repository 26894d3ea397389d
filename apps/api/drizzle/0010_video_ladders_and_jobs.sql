CREATE TYPE "public"."background_job_state" AS ENUM('waiting', 'active', 'failed');--> statement-breakpoint
CREATE TYPE "public"."video_ladder_state" AS ENUM('queued', 'processing', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "background_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"data" jsonb NOT NULL,
	"singleton_key" text,
	"state" "background_job_state" DEFAULT 'waiting' NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_ladders" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"folder" text NOT NULL,
	"state" "video_ladder_state" DEFAULT 'queued' NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"duration_seconds" double precision,
	"rungs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"master_key" text,
	"data_saver_key" text,
	"mp4_key" text,
	"poster_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_ladders_content_hash_unique" UNIQUE("content_hash")
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "video_ladder_id" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "captions_ar" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "captions_en" text;--> statement-breakpoint
ALTER TABLE "teacher_video_lessons" ADD COLUMN "video_ladder_id" integer;--> statement-breakpoint
ALTER TABLE "teacher_video_lessons" ADD COLUMN "captions_ar" text;--> statement-breakpoint
ALTER TABLE "teacher_video_lessons" ADD COLUMN "captions_en" text;--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" USING btree ("state","run_after");--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_singleton_idx" ON "background_jobs" USING btree ("queue","singleton_key") WHERE "background_jobs"."state" <> 'failed';--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_video_ladder_id_video_ladders_id_fk" FOREIGN KEY ("video_ladder_id") REFERENCES "public"."video_ladders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_video_lessons" ADD CONSTRAINT "teacher_video_lessons_video_ladder_id_video_ladders_id_fk" FOREIGN KEY ("video_ladder_id") REFERENCES "public"."video_ladders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lessons_video_ladder_idx" ON "lessons" USING btree ("video_ladder_id");--> statement-breakpoint
CREATE INDEX "teacher_video_lessons_video_ladder_idx" ON "teacher_video_lessons" USING btree ("video_ladder_id");