CREATE TYPE "public"."chat_deleted_by" AS ENUM('author', 'teacher');--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"author_student_id" integer,
	"author_teacher_id" integer,
	"body" text NOT NULL,
	"reply_to_id" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" "chat_deleted_by",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_one_author" CHECK (("chat_messages"."author_student_id" IS NULL) <> ("chat_messages"."author_teacher_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "chat_mutes" (
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_mutes_class_id_student_id_pk" PRIMARY KEY("class_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"reporter_student_id" integer,
	"reporter_teacher_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"reported_body" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reports_one_reporter" CHECK (("chat_reports"."reporter_student_id" IS NULL) <> ("chat_reports"."reporter_teacher_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"class_id" integer PRIMARY KEY NOT NULL,
	"open_from" text,
	"open_until" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_student_id_students_id_fk" FOREIGN KEY ("author_student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_teacher_id_teachers_id_fk" FOREIGN KEY ("author_teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_reply_to_id_chat_messages_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_student_id_students_id_fk" FOREIGN KEY ("reporter_student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_teacher_id_teachers_id_fk" FOREIGN KEY ("reporter_teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_resolved_by_admins_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_class_idx" ON "chat_messages" USING btree ("class_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_created_idx" ON "chat_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_student_idx" ON "chat_messages" USING btree ("author_student_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_teacher_idx" ON "chat_messages" USING btree ("author_teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_reply_idx" ON "chat_messages" USING btree ("reply_to_id");--> statement-breakpoint
CREATE INDEX "chat_mutes_student_idx" ON "chat_mutes" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_reports_student_key" ON "chat_reports" USING btree ("message_id","reporter_student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_reports_teacher_key" ON "chat_reports" USING btree ("message_id","reporter_teacher_id");--> statement-breakpoint
CREATE INDEX "chat_reports_open_idx" ON "chat_reports" USING btree ("created_at") WHERE "chat_reports"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "chat_reports_student_idx" ON "chat_reports" USING btree ("reporter_student_id");--> statement-breakpoint
CREATE INDEX "chat_reports_teacher_idx" ON "chat_reports" USING btree ("reporter_teacher_id");