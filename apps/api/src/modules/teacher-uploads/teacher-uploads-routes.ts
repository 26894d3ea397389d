/**
 * A teacher's own uploads (spec §7 "Uploads", multipart, bearer; contract in
 * packages/contracts/src/profiles.ts). The public lists of a teacher's uploads stay in
 * modules/teachers (GET /api/teacher-uploads/:teacherId and the like).
 *
 * POST   /api/teacher-uploads          file_name, file_type, file (PDF)     201 'File uploaded successfully!'
 * POST   /api/teacher-video-uploads    lesson_title, thumbnail (image),
 *                                      video_file (MP4)                     201 'Video uploaded successfully!'
 * POST   /api/teacher-exam-uploads     grade, lesson_name_ar, lesson_name_en,
 *                                      file (PDF); file_name is built here  201 'Exam uploaded successfully!'
 * GET    /api/teacher/uploads          { files, videos, exams } of the signed-in teacher, hidden ones too
 * DELETE /api/teacher-uploads/:id, /api/teacher-video-uploads/:id, /api/teacher-exam-uploads/:id
 *                                      200 { status, message }; 404 when not the teacher's own
 *
 * Uploads answer 422 (fields, missing files), 413 (over the kind's limit), 415 (bytes of
 * another type); a failed upload stores nothing. 401 without a session, 403 for students.
 */
import {
  examFileName,
  type MessageKey,
  messageReply,
  myUploadsReply,
  teacherExamUploadReply,
  teacherFileUploadReply,
  teacherParams,
  teacherVideoUploadReply,
  translate,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teacherFiles, teacherPaperExams, teacherVideoLessons } from '../../db/schema.ts';
import { handleUpload, uploadsPlugin } from '../../lib/uploads/index.ts';
import { signedInId } from '../profiles/signed-in.ts';
import { deleteOwnUpload, type UploadTable } from './delete-upload.ts';
import { listOwnUploads, toOwnExam, toOwnFile, toOwnVideo } from './own-uploads.ts';
import { currentYear, EXAM_UPLOAD, FILE_UPLOAD, VIDEO_UPLOAD } from './upload-specs.ts';

const tags = ['teacher uploads'];

export const teacherUploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploadsPlugin);
  const teacherOnly = app.requireAccount('teacher');
  const created = <T>(message: MessageKey, language: 'ar' | 'en', data: T) => ({
    status: 'success' as const,
    message: translate(language, message),
    data,
  });
  const insertOne = async <T>(rows: Promise<T[]>): Promise<T> => {
    const [row] = await rows;
    if (!row) throw new Error('upload row not created');
    return row;
  };

  app.post(
    '/teacher-uploads',
    {
      onRequest: teacherOnly,
      schema: {
        tags,
        summary: 'Multipart: file_name, file_type, file (PDF)',
        response: { 201: teacherFileUploadReply },
      },
    },
    async (request, reply) => {
      const teacherId = signedInId(request);
      const row = await handleUpload(request, FILE_UPLOAD, ({ fields, files }) =>
        insertOne(
          app.db
            .insert(teacherFiles)
            .values({
              teacher_id: teacherId,
              file_name: fields.file_name,
              file_type: fields.file_type,
              file_path: files.file.key,
              original_name: files.file.originalName,
              file_size: files.file.size,
            })
            .returning(),
        ),
      );
      reply.code(201);
      return created('profiles.file_uploaded', request.language, toOwnFile(row));
    },
  );

  app.post(
    '/teacher-video-uploads',
    {
      onRequest: teacherOnly,
      schema: {
        tags,
        summary: 'Multipart: lesson_title, thumbnail (image), video_file (MP4)',
        response: { 201: teacherVideoUploadReply },
      },
    },
    async (request, reply) => {
      const teacherId = signedInId(request);
      const row = await handleUpload(request, VIDEO_UPLOAD, ({ fields, files }) =>
        insertOne(
          app.db
            .insert(teacherVideoLessons)
            .values({
              teacher_id: teacherId,
              lesson_title: fields.lesson_title,
              thumbnail_path: files.thumbnail.key,
              video_path: files.video_file.key,
              file_size: files.video_file.size,
            })
            .returning(),
        ),
      );
      reply.code(201);
      return created('profiles.video_uploaded', request.language, toOwnVideo(row));
    },
  );

  app.post(
    '/teacher-exam-uploads',
    {
      onRequest: teacherOnly,
      schema: {
        tags,
        summary: 'Multipart: grade, lesson_name_ar, lesson_name_en, file (PDF)',
        response: { 201: teacherExamUploadReply },
      },
    },
    async (request, reply) => {
      const teacherId = signedInId(request);
      const row = await handleUpload(request, EXAM_UPLOAD, ({ fields, files }) =>
        insertOne(
          app.db
            .insert(teacherPaperExams)
            .values({
              teacher_id: teacherId,
              // Built here whatever the client sends, so every exam is named alike.
              file_name: examFileName(fields.lesson_name_ar, currentYear()),
              grade: fields.grade,
              lesson_name_ar: fields.lesson_name_ar,
              lesson_name_en: fields.lesson_name_en,
              file_path: files.file.key,
              original_name: files.file.originalName,
              file_size: files.file.size,
            })
            .returning(),
        ),
      );
      reply.code(201);
      return created('profiles.exam_uploaded', request.language, toOwnExam(row));
    },
  );

  app.get(
    '/teacher/uploads',
    {
      onRequest: teacherOnly,
      schema: {
        tags,
        summary: "The signed-in teacher's uploads",
        response: { 200: myUploadsReply },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listOwnUploads(app.db, signedInId(request)),
    }),
  );

  const deletions: [string, UploadTable, MessageKey][] = [
    ['/teacher-uploads/:id', 'files', 'profiles.file_deleted'],
    ['/teacher-video-uploads/:id', 'videos', 'profiles.video_deleted'],
    ['/teacher-exam-uploads/:id', 'exams', 'profiles.exam_deleted'],
  ];
  for (const [url, table, message] of deletions) {
    app.delete(
      url,
      {
        onRequest: teacherOnly,
        schema: { tags, params: teacherParams, response: { 200: messageReply } },
      },
      async (request) => {
        await deleteOwnUpload(app.db, app.storage, request.log, {
          table,
          id: request.params.id,
          teacherId: signedInId(request),
        });
        return { status: 'success' as const, message: translate(request.language, message) };
      },
    );
  }
};
