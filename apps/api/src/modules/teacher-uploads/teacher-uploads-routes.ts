/**
 * A teacher's own uploads (docs/product.md §7 "Uploads", multipart, bearer; contract in
 * packages/contracts/src/profiles.ts). The public lists of a teacher's uploads stay in
 * modules/teachers (GET /api/teacher-uploads/:teacherId and the like).
 *
 * POST   /api/teacher-uploads          file_name, file_type, file (PDF)     201 'File uploaded successfully!'
 * POST   /api/teacher-video-uploads    lesson_title, thumbnail (image),
 *                                      video_file (MP4), captions_ar/_en
 *                                      (WebVTT, optional)                   201 'Video uploaded successfully!'
 *        (the video is queued for its HLS ladder: data.stream tells its state)
 * POST   /api/teacher-exam-uploads     grade, lesson_name_ar, lesson_name_en,
 *                                      file (PDF); file_name is built here  201 'Exam uploaded successfully!'
 *        (each 201 is { status, message, data: the saved item as GET /api/teacher/uploads lists it })
 * GET    /api/teacher/uploads          { files, videos, exams } of the signed-in teacher, hidden ones too
 * DELETE /api/teacher-uploads/:id, /api/teacher-video-uploads/:id, /api/teacher-exam-uploads/:id
 *                                      200 { status, message }; 404 when not the teacher's own
 *
 * Uploads answer 422 (fields, missing files), 413 (over the kind's limit), 415 (bytes of
 * another type); a failed upload stores nothing. 401 without a session, 403 for students,
 * both before any of the body is read.
 */
import {
  type Language,
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
import { handleUpload, uploadsPlugin } from '../../lib/uploads/index.ts';
import { deleteOwnUpload, type UploadTable } from './delete-upload.ts';
import { listOwnUploads } from './own-uploads.ts';
import { saveTeacherExam, saveTeacherFile, saveTeacherVideo } from './save-uploads.ts';
import { EXAM_UPLOAD, FILE_UPLOAD, VIDEO_UPLOAD } from './upload-specs.ts';

const tags = ['teacher uploads'];

export const teacherUploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploadsPlugin);
  const teacherOnly = app.requireAccount('teacher');
  const success = <T>({
    language,
    message,
    data,
  }: {
    language: Language;
    message: MessageKey;
    data: T;
  }) => ({
    status: 'success' as const,
    message: translate(language, message),
    data,
  });

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
      const teacherId = request.signedInId();
      const data = await handleUpload(request, {
        spec: FILE_UPLOAD,
        work: (upload) => saveTeacherFile(app.db, { teacherId, upload }),
      });
      reply.code(201);
      return success({ language: request.language, message: 'profiles.file_uploaded', data });
    },
  );

  app.post(
    '/teacher-video-uploads',
    {
      onRequest: teacherOnly,
      schema: {
        tags,
        summary:
          'Multipart: lesson_title, thumbnail (image), video_file (MP4), captions_ar and captions_en (WebVTT, optional)',
        response: { 201: teacherVideoUploadReply },
      },
    },
    async (request, reply) => {
      const teacherId = request.signedInId();
      const data = await handleUpload(request, {
        spec: VIDEO_UPLOAD,
        work: (upload) => saveTeacherVideo(app.video.deps(), { teacherId, upload }),
      });
      reply.code(201);
      return success({ language: request.language, message: 'profiles.video_uploaded', data });
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
      const teacherId = request.signedInId();
      const data = await handleUpload(request, {
        spec: EXAM_UPLOAD,
        work: (upload) => saveTeacherExam(app.db, { teacherId, upload }),
      });
      reply.code(201);
      return success({ language: request.language, message: 'profiles.exam_uploaded', data });
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
      data: await listOwnUploads(app.db, {
        teacherId: request.signedInId(),
        premium: await app.premiumIndex(),
        urlKey: app.premiumKeys.urls,
      }),
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
        await deleteOwnUpload(app.db, {
          storage: app.storage,
          log: request.log,
          table,
          id: request.params.id,
          teacherId: request.signedInId(),
        });
        return { status: 'success' as const, message: translate(request.language, message) };
      },
    );
  }
};
