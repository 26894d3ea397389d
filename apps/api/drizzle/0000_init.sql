CREATE TYPE "public"."code_purpose" AS ENUM('login', 'reset');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female');--> statement-breakpoint
CREATE TYPE "public"."review_permission" AS ENUM('Allowed', 'not_Allowed');--> statement-breakpoint
CREATE TYPE "public"."school_type" AS ENUM('international', 'governmental', 'private');--> statement-breakpoint
CREATE TYPE "public"."semester" AS ENUM('first', 'second');--> statement-breakpoint
CREATE TYPE "public"."student_age_group" AS ENUM('15-18', '19-25', '26-35', '36+');--> statement-breakpoint
CREATE TYPE "public"."study_phase" AS ENUM('primary', 'middle', 'secondary');--> statement-breakpoint
CREATE TYPE "public"."teacher_file_type" AS ENUM('summary', 'worksheet');--> statement-breakpoint
CREATE TYPE "public"."teaching_level" AS ENUM('Primary', 'Middle School', 'High School');--> statement-breakpoint
CREATE TYPE "public"."user_kind" AS ENUM('student', 'teacher', 'admin');--> statement-breakpoint
CREATE TABLE "admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"topic_ar" text NOT NULL,
	"topic_en" text NOT NULL,
	"content_ar" text NOT NULL,
	"content_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"semester" "semester" NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"pdf_file" text NOT NULL,
	"original_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"study_phase" "study_phase" NOT NULL,
	"grade_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "grades_grade_key_unique" UNIQUE("grade_key")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"semester" "semester" NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"image" text,
	"video_mp4" text NOT NULL,
	"video_size" bigint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_kind" "user_kind" NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" "code_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reset_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_kind" "user_kind" NOT NULL,
	"user_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_kind" "user_kind" NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "student_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"question" text NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"gender" "gender" NOT NULL,
	"age_group" "student_age_group" NOT NULL,
	"school_type" "school_type" NOT NULL,
	"residence" text NOT NULL,
	"password_hash" text NOT NULL,
	"verified_at" timestamp with time zone,
	"birthday" date,
	"grade_id" integer,
	"about_you" text,
	"photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subject_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"semester" "semester" NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade_id" integer NOT NULL,
	"semester" "semester" NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"image" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"semester" "semester" NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"pdf_file" text NOT NULL,
	"original_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"comment" text NOT NULL,
	"permissions_to_publish" "review_permission" DEFAULT 'not_Allowed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"file_type" "teacher_file_type" NOT NULL,
	"original_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"semester" "semester" NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"pdf_file" text NOT NULL,
	"original_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_paper_exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"grade" text NOT NULL,
	"lesson_name_ar" text NOT NULL,
	"lesson_name_en" text NOT NULL,
	"file_path" text NOT NULL,
	"original_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_video_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"lesson_title" text NOT NULL,
	"thumbnail_path" text NOT NULL,
	"video_path" text NOT NULL,
	"file_size" bigint NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"gender" "gender" NOT NULL,
	"age_group_taught" "teaching_level" NOT NULL,
	"years_of_experience" integer DEFAULT 0 NOT NULL,
	"subject" text NOT NULL,
	"password_hash" text NOT NULL,
	"verified_at" timestamp with time zone,
	"birthday" date,
	"teaching_level" "teaching_level",
	"about_you" text,
	"photo" text,
	"residence" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worksheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"semester" "semester" NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"pdf_file" text NOT NULL,
	"original_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_questions" ADD CONSTRAINT "student_questions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_units" ADD CONSTRAINT "subject_units_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summaries" ADD CONSTRAINT "summaries_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_evaluations" ADD CONSTRAINT "teacher_evaluations_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_files" ADD CONSTRAINT "teacher_files_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_guides" ADD CONSTRAINT "teacher_guides_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_paper_exams" ADD CONSTRAINT "teacher_paper_exams_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_video_lessons" ADD CONSTRAINT "teacher_video_lessons_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_lessons" ADD CONSTRAINT "unit_lessons_unit_id_subject_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."subject_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worksheets" ADD CONSTRAINT "worksheets_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_key" ON "admins" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "blogs_created_at_idx" ON "blogs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "exams_subject_semester_idx" ON "exams" USING btree ("subject_id","semester");--> statement-breakpoint
CREATE INDEX "exams_pdf_file_idx" ON "exams" USING btree ("pdf_file");--> statement-breakpoint
CREATE INDEX "lessons_subject_semester_idx" ON "lessons" USING btree ("subject_id","semester");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_idx" ON "one_time_codes" USING btree ("user_kind","user_id","purpose");--> statement-breakpoint
CREATE INDEX "reset_grants_phone_idx" ON "reset_grants" USING btree ("user_kind","phone_number");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_kind","user_id");--> statement-breakpoint
CREATE INDEX "student_questions_student_idx" ON "student_questions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "student_questions_created_at_idx" ON "student_questions" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_phone_number_key" ON "students" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "students_email_key" ON "students" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "students_grade_idx" ON "students" USING btree ("grade_id");--> statement-breakpoint
CREATE INDEX "subject_units_subject_semester_idx" ON "subject_units" USING btree ("subject_id","semester");--> statement-breakpoint
CREATE INDEX "subjects_grade_semester_idx" ON "subjects" USING btree ("grade_id","semester");--> statement-breakpoint
CREATE INDEX "summaries_subject_semester_idx" ON "summaries" USING btree ("subject_id","semester");--> statement-breakpoint
CREATE INDEX "summaries_pdf_file_idx" ON "summaries" USING btree ("pdf_file");--> statement-breakpoint
CREATE INDEX "teacher_evaluations_published_idx" ON "teacher_evaluations" USING btree ("permissions_to_publish","teacher_id");--> statement-breakpoint
CREATE INDEX "teacher_evaluations_teacher_idx" ON "teacher_evaluations" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "teacher_files_teacher_idx" ON "teacher_files" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "teacher_files_file_path_idx" ON "teacher_files" USING btree ("file_path");--> statement-breakpoint
CREATE INDEX "teacher_guides_subject_semester_idx" ON "teacher_guides" USING btree ("subject_id","semester");--> statement-breakpoint
CREATE INDEX "teacher_guides_pdf_file_idx" ON "teacher_guides" USING btree ("pdf_file");--> statement-breakpoint
CREATE INDEX "teacher_paper_exams_teacher_idx" ON "teacher_paper_exams" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "teacher_paper_exams_file_path_idx" ON "teacher_paper_exams" USING btree ("file_path");--> statement-breakpoint
CREATE INDEX "teacher_video_lessons_teacher_idx" ON "teacher_video_lessons" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_phone_number_key" ON "teachers" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_email_key" ON "teachers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "teachers_first_name_idx" ON "teachers" USING btree (lower("first_name"));--> statement-breakpoint
CREATE INDEX "teachers_subject_idx" ON "teachers" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "teachers_age_group_taught_idx" ON "teachers" USING btree ("age_group_taught");--> statement-breakpoint
CREATE INDEX "unit_lessons_unit_idx" ON "unit_lessons" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "worksheets_subject_semester_idx" ON "worksheets" USING btree ("subject_id","semester");--> statement-breakpoint
CREATE INDEX "worksheets_pdf_file_idx" ON "worksheets" USING btree ("pdf_file");