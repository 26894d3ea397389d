CREATE TYPE "public"."difficulty" AS ENUM('easy', 'medium', 'hard');--> statement-breakpoint
CREATE TYPE "public"."exam_mode" AS ENUM('interactive', 'regular');--> statement-breakpoint
CREATE TYPE "public"."question_kind" AS ENUM('single', 'multiple', 'true_false', 'numeric');--> statement-breakpoint
CREATE TABLE "computer_exam_items" (
	"exam_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "computer_exam_items_exam_id_position_pk" PRIMARY KEY("exam_id","position")
);
--> statement-breakpoint
CREATE TABLE "computer_exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"semester" "semester" NOT NULL,
	"title_ar" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"min_minutes" integer,
	"max_minutes" integer,
	"passing_percent" integer DEFAULT 50 NOT NULL,
	"attempts_allowed" integer,
	"published" boolean DEFAULT false NOT NULL,
	"teacher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_answers" (
	"attempt_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb,
	"correct" boolean,
	"answered_at" timestamp with time zone,
	CONSTRAINT "exam_answers_attempt_id_position_pk" PRIMARY KEY("attempt_id","position")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"mode" "exam_mode" NOT NULL,
	"minutes" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"marks_obtained" double precision,
	"marks_total" double precision,
	"correct" integer,
	"incorrect" integer,
	"unanswered" integer,
	"percent" integer,
	"passed" boolean
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"semester" "semester" NOT NULL,
	"unit_id" integer,
	"difficulty" "difficulty" DEFAULT 'medium' NOT NULL,
	"kind" "question_kind" NOT NULL,
	"stem_ar" text DEFAULT '' NOT NULL,
	"stem_en" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_options" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"numeric_answer" double precision,
	"numeric_tolerance" double precision DEFAULT 0 NOT NULL,
	"explanation_ar" text DEFAULT '' NOT NULL,
	"explanation_en" text DEFAULT '' NOT NULL,
	"image_path" text,
	"marks" integer DEFAULT 1 NOT NULL,
	"teacher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "computer_exam_items" ADD CONSTRAINT "computer_exam_items_exam_id_computer_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."computer_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "computer_exam_items" ADD CONSTRAINT "computer_exam_items_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "computer_exams" ADD CONSTRAINT "computer_exams_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "computer_exams" ADD CONSTRAINT "computer_exams_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_computer_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."computer_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_unit_id_subject_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."subject_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "computer_exams_subject_idx" ON "computer_exams" USING btree ("subject_id","semester");--> statement-breakpoint
CREATE INDEX "computer_exams_teacher_idx" ON "computer_exams" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_student_idx" ON "exam_attempts" USING btree ("student_id","exam_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_open_idx" ON "exam_attempts" USING btree ("deadline_at") WHERE "exam_attempts"."submitted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "exam_questions_subject_idx" ON "exam_questions" USING btree ("subject_id","semester");