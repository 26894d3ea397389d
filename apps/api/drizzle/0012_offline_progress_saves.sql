CREATE TABLE "progress_save_receipts" (
	"student_id" integer NOT NULL,
	"save_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_save_receipts_student_id_save_id_pk" PRIMARY KEY("student_id","save_id")
);
--> statement-breakpoint
ALTER TABLE "learning_progress" ADD COLUMN "position_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows saved before this column: the position is as old as the row's last save.
UPDATE "learning_progress" SET "position_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "progress_save_receipts" ADD CONSTRAINT "progress_save_receipts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_save_receipts_received_idx" ON "progress_save_receipts" USING btree ("received_at");