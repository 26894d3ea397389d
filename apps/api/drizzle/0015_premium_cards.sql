CREATE TYPE "public"."card_audit_action" AS ENUM('batch_created', 'batch_exported_pdf', 'batch_exported_csv', 'batch_voided', 'card_voided', 'card_redeemed');--> statement-breakpoint
CREATE TYPE "public"."card_scope" AS ENUM('course', 'grade', 'all');--> statement-breakpoint
CREATE TYPE "public"."entitlement_source" AS ENUM('card');--> statement-breakpoint
CREATE TYPE "public"."premium_item_kind" AS ENUM('lesson', 'teacher_video', 'worksheet', 'exam', 'summary', 'teacher_guide', 'teacher_file', 'teacher_paper_exam', 'computer_exam');--> statement-breakpoint
CREATE TABLE "activation_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"serial" integer NOT NULL,
	"code_hash" text NOT NULL,
	"activated_at" timestamp with time zone,
	"student_id" integer,
	"parent_id" integer,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" "card_audit_action" NOT NULL,
	"actor_role" "user_kind",
	"actor_id" integer,
	"batch_id" integer NOT NULL,
	"card_id" integer
);
--> statement-breakpoint
CREATE TABLE "card_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" "card_scope" NOT NULL,
	"course_id" integer,
	"grade_id" integer,
	"days" integer NOT NULL,
	"card_count" integer NOT NULL,
	"distributor" text NOT NULL,
	"price_fils" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_by" integer,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_batches_scope_target" CHECK (("card_batches"."scope" = 'course') = ("card_batches"."course_id" IS NOT NULL)
        AND ("card_batches"."scope" = 'grade') = ("card_batches"."grade_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"scope" "card_scope" NOT NULL,
	"course_id" integer,
	"grade_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"source" "entitlement_source" NOT NULL,
	"card_id" integer,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlements_scope_target" CHECK (("entitlements"."scope" = 'course') = ("entitlements"."course_id" IS NOT NULL)
        AND ("entitlements"."scope" = 'grade') = ("entitlements"."grade_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "premium_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer,
	"semester" "semester",
	"teacher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_courses_one_target" CHECK (("premium_courses"."subject_id" IS NOT NULL AND "premium_courses"."semester" IS NOT NULL AND "premium_courses"."teacher_id" IS NULL)
        OR ("premium_courses"."subject_id" IS NULL AND "premium_courses"."semester" IS NULL AND "premium_courses"."teacher_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "premium_previews" (
	"course_id" integer NOT NULL,
	"item_kind" "premium_item_kind" NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "premium_previews_course_id_item_kind_item_id_pk" PRIMARY KEY("course_id","item_kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "activation_cards" ADD CONSTRAINT "activation_cards_batch_id_card_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."card_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_cards" ADD CONSTRAINT "activation_cards_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_cards" ADD CONSTRAINT "activation_cards_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_audit" ADD CONSTRAINT "card_audit_batch_id_card_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."card_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_audit" ADD CONSTRAINT "card_audit_card_id_activation_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."activation_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_batches" ADD CONSTRAINT "card_batches_course_id_premium_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."premium_courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_batches" ADD CONSTRAINT "card_batches_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_batches" ADD CONSTRAINT "card_batches_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_course_id_premium_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."premium_courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_card_id_activation_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."activation_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_courses" ADD CONSTRAINT "premium_courses_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_courses" ADD CONSTRAINT "premium_courses_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_previews" ADD CONSTRAINT "premium_previews_course_id_premium_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."premium_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activation_cards_code_key" ON "activation_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "activation_cards_serial_key" ON "activation_cards" USING btree ("batch_id","serial");--> statement-breakpoint
CREATE INDEX "activation_cards_student_idx" ON "activation_cards" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "card_audit_batch_idx" ON "card_audit" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "card_audit_actor_idx" ON "card_audit" USING btree ("actor_role","actor_id");--> statement-breakpoint
CREATE INDEX "card_batches_distributor_idx" ON "card_batches" USING btree ("distributor");--> statement-breakpoint
CREATE INDEX "card_batches_course_idx" ON "card_batches" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "entitlements_student_idx" ON "entitlements" USING btree ("student_id","ends_at");--> statement-breakpoint
CREATE INDEX "entitlements_course_idx" ON "entitlements" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "entitlements_ends_idx" ON "entitlements" USING btree ("ends_at") WHERE "entitlements"."reminded_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "premium_courses_subject_key" ON "premium_courses" USING btree ("subject_id","semester") WHERE "premium_courses"."subject_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "premium_courses_teacher_key" ON "premium_courses" USING btree ("teacher_id") WHERE "premium_courses"."teacher_id" IS NOT NULL;