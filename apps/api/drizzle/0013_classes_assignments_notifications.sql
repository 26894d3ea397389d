CREATE TYPE "public"."assignment_kind" AS ENUM('lesson', 'teacher_video', 'worksheet', 'exam', 'summary', 'teacher_guide', 'teacher_file', 'teacher_paper_exam', 'computer_exam');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('assignment_new', 'assignment_due', 'assignment_overdue', 'exam_graded');--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"item_kind" "assignment_kind" NOT NULL,
	"item_id" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"window_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_due_after_open" CHECK ("assignments"."due_at" > "assignments"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "class_members" (
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_members_class_id_student_id_pk" PRIMARY KEY("class_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"name" text NOT NULL,
	"subject_id" integer,
	"section" text DEFAULT '' NOT NULL,
	"code" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_student_id" integer,
	"recipient_parent_id" integer,
	"kind" "notification_kind" NOT NULL,
	"student_id" integer NOT NULL,
	"assignment_id" integer,
	"attempt_id" integer,
	"dedupe_key" text NOT NULL,
	"read_at" timestamp with time zone,
	"digested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_one_recipient" CHECK (("notifications"."recipient_student_id" IS NULL) <> ("notifications"."recipient_parent_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "email_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "digest_token" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "email_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "digest_token" text;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_student_id_students_id_fk" FOREIGN KEY ("recipient_student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_parent_id_parents_id_fk" FOREIGN KEY ("recipient_parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_class_idx" ON "assignments" USING btree ("class_id","due_at");--> statement-breakpoint
CREATE INDEX "assignments_due_idx" ON "assignments" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "class_members_student_idx" ON "class_members" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_code_key" ON "classes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "classes_teacher_idx" ON "classes" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_student_key" ON "notifications" USING btree ("recipient_student_id","dedupe_key") WHERE "notifications"."recipient_student_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_parent_key" ON "notifications" USING btree ("recipient_parent_id","dedupe_key") WHERE "notifications"."recipient_parent_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_student_recent_idx" ON "notifications" USING btree ("recipient_student_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_parent_recent_idx" ON "notifications" USING btree ("recipient_parent_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_undigested_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."digested_at" IS NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_digest_token_unique" UNIQUE("digest_token");--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_digest_token_unique" UNIQUE("digest_token");