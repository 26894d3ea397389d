import {
  adminCatalogueQuery,
  adminLessonSchema,
  adminSaved,
  idParams,
  materialFieldsSchema,
  messageReply,
  pagedEnvelope,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteStoredFiles } from '../../../lib/storage/delete-stored-files.ts';
import { handleUpload } from '../../../lib/uploads/index.ts';
import { releaseLadders } from '../../../lib/video/ladders.ts';
import { captionFiles } from '../../../lib/video/video-upload.ts';
import { messageOf, savedReply } from '../lib/replies.ts';
import {
  deleteLesson,
  getAdminLesson,
  insertLesson,
  listAdminLessons,
  updateLesson,
} from './lessons.ts';

const tags = ['admin'];
const image = { kind: 'image', folder: 'lessons/images' } as const;
const video = { kind: 'video', folder: 'lessons/videos' } as const;
const captions = captionFiles('lessons/captions');
const createSpec = {
  fields: materialFieldsSchema,
  files: { image, video_mp4: { ...video, required: 'admin.video_required' }, ...captions },
} as const;
const updateSpec = {
  fields: materialFieldsSchema,
  files: { image, video_mp4: video, ...captions },
} as const;

/**
 * Video lessons: a picture (optional), an MP4 (required) and WebVTT captions in Arabic and
 * English (optional), streamed and byte-checked; the MP4 is queued for its HLS ladder.
 */
export const lessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const opening = async () => ({ premium: await app.premiumIndex(), urlKey: app.premiumKeys.urls });
  app.get(
    '/lessons',
    {
      schema: {
        tags,
        summary: 'Video lessons, newest first; filters grade_id, subject_id, semester',
        querystring: adminCatalogueQuery,
        response: { 200: pagedEnvelope(adminLessonSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listAdminLessons(app.db, { query: request.query, ...(await opening()) })),
    }),
  );

  app.post(
    '/lessons',
    {
      schema: {
        tags,
        summary:
          'Add a video lesson (multipart: subject_id, name_ar, name_en, image?, video_mp4, captions_ar?, captions_en?)',
        response: { 201: adminSaved(adminLessonSchema) },
      },
    },
    async (request, reply) => {
      const id = await handleUpload(request, {
        spec: createSpec,
        work: ({ fields, files }) => insertLesson(app.video.deps(), { values: fields, files }),
      });
      reply.code(201);
      return savedReply(request, {
        key: 'admin.created',
        data: await getAdminLesson(app.db, { id, ...(await opening()) }),
      });
    },
  );

  app.patch(
    '/lessons/:id',
    {
      schema: {
        tags,
        summary: 'Edit a video lesson; new files replace the old ones',
        params: idParams,
        response: { 200: adminSaved(adminLessonSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const replaced = await handleUpload(request, {
        spec: updateSpec,
        work: ({ fields, files }) => updateLesson(app.video.deps(), { id, values: fields, files }),
      });
      await deleteStoredFiles(app, replaced.keys);
      await releaseLadders(app, replaced.ladders);
      return savedReply(request, {
        key: 'admin.updated',
        data: await getAdminLesson(app.db, { id, ...(await opening()) }),
      });
    },
  );

  app.delete(
    '/lessons/:id',
    { schema: { tags, params: idParams, response: { 200: messageReply } } },
    async (request) => {
      const deleted = await deleteLesson(app.db, request.params.id);
      await deleteStoredFiles(app, deleted.keys);
      await releaseLadders(app, deleted.ladders);
      return messageOf(request, 'admin.deleted');
    },
  );
};
