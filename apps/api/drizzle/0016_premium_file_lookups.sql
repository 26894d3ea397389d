CREATE INDEX "lessons_video_mp4_idx" ON "lessons" USING btree ("video_mp4");--> statement-breakpoint
CREATE INDEX "lessons_captions_ar_idx" ON "lessons" USING btree ("captions_ar") WHERE "lessons"."captions_ar" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "lessons_captions_en_idx" ON "lessons" USING btree ("captions_en") WHERE "lessons"."captions_en" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "teacher_video_lessons_video_path_idx" ON "teacher_video_lessons" USING btree ("video_path");--> statement-breakpoint
CREATE INDEX "teacher_video_lessons_captions_ar_idx" ON "teacher_video_lessons" USING btree ("captions_ar") WHERE "teacher_video_lessons"."captions_ar" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "teacher_video_lessons_captions_en_idx" ON "teacher_video_lessons" USING btree ("captions_en") WHERE "teacher_video_lessons"."captions_en" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "video_ladders_folder_idx" ON "video_ladders" USING btree ("folder");