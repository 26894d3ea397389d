CREATE TYPE "public"."progress_item_kind" AS ENUM('lesson', 'worksheet', 'exam', 'summary', 'teacher_guide', 'teacher_file', 'teacher_video', 'teacher_paper_exam');--> statement-breakpoint
ALTER TYPE "public"."user_kind" ADD VALUE 'parent';--> statement-breakpoint
CREATE TABLE "learning_progress" (
	"student_id" integer NOT NULL,
	"item_kind" "progress_item_kind" NOT NULL,
	"item_id" integer NOT NULL,
	"subject_id" integer,
	"semester" "semester",
	"position_seconds" double precision DEFAULT 0 NOT NULL,
	"duration_seconds" double precision,
	"completed_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_progress_student_id_item_kind_item_id_pk" PRIMARY KEY("student_id","item_kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "parent_link_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_link_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "parent_links" (
	"parent_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_links_parent_id_student_id_pk" PRIMARY KEY("parent_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "parents" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_time" (
	"student_id" integer NOT NULL,
	"day" date NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "study_time_student_id_day_pk" PRIMARY KEY("student_id","day")
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "learning_progress" ADD CONSTRAINT "learning_progress_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_progress" ADD CONSTRAINT "learning_progress_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_link_codes" ADD CONSTRAINT "parent_link_codes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_time" ADD CONSTRAINT "study_time_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_progress_subject_idx" ON "learning_progress" USING btree ("student_id","subject_id","semester");--> statement-breakpoint
CREATE INDEX "learning_progress_recent_idx" ON "learning_progress" USING btree ("student_id","updated_at");--> statement-breakpoint
CREATE INDEX "learning_progress_item_idx" ON "learning_progress" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE INDEX "parent_link_codes_student_idx" ON "parent_link_codes" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "parent_links_student_idx" ON "parent_links" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parents_phone_number_key" ON "parents" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "parents_email_key" ON "parents" USING btree (lower("email"));