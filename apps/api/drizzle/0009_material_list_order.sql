DROP INDEX "exams_subject_semester_idx";--> statement-breakpoint
DROP INDEX "lessons_subject_semester_idx";--> statement-breakpoint
DROP INDEX "summaries_subject_semester_idx";--> statement-breakpoint
DROP INDEX "teacher_guides_subject_semester_idx";--> statement-breakpoint
DROP INDEX "worksheets_subject_semester_idx";--> statement-breakpoint
CREATE INDEX "exams_subject_semester_idx" ON "exams" USING btree ("subject_id","semester","id");--> statement-breakpoint
CREATE INDEX "lessons_subject_semester_idx" ON "lessons" USING btree ("subject_id","semester","sort_order","id");--> statement-breakpoint
CREATE INDEX "summaries_subject_semester_idx" ON "summaries" USING btree ("subject_id","semester","id");--> statement-breakpoint
CREATE INDEX "teacher_guides_subject_semester_idx" ON "teacher_guides" USING btree ("subject_id","semester","id");--> statement-breakpoint
CREATE INDEX "worksheets_subject_semester_idx" ON "worksheets" USING btree ("subject_id","semester","id");