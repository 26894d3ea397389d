import {
  teacherAdditionalInfoSchema,
  teacherPersonalInfoSchema,
  teacherProfileReply,
  teacherProfileUpdateReply,
  translate,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handleUpload } from '../../lib/uploads/index.ts';
import { readTeacherProfile } from './read-profile.ts';
import { signedInId } from './signed-in.ts';
import { updateTeacherAdditionalInfo, updateTeacherPersonalInfo } from './update-profile.ts';

const tags = ['profiles'];

/** GET /api/teacher/profile, POST update-personal-info (JSON), POST update-profile (multipart). */
export const teacherProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.requireAccount('teacher');

  app.get(
    '/profile',
    { onRequest: signedIn, schema: { tags, response: { 200: teacherProfileReply } } },
    async (request) => ({
      status: 'success' as const,
      data: { teacher: await readTeacherProfile(app.db, signedInId(request)) },
    }),
  );

  app.post(
    '/update-personal-info',
    {
      onRequest: signedIn,
      schema: {
        tags,
        body: teacherPersonalInfoSchema,
        response: { 200: teacherProfileUpdateReply },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: translate(request.language, 'profiles.personal_info_updated'),
      data: {
        teacher: await updateTeacherPersonalInfo(app.db, signedInId(request), request.body),
      },
    }),
  );

  app.post(
    '/update-profile',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          'Multipart: birthday, teaching_level, about_you, gender, residence, optional photo',
        response: { 200: teacherProfileUpdateReply },
      },
    },
    async (request) => {
      const spec = {
        fields: teacherAdditionalInfoSchema,
        files: { photo: { kind: 'image', folder: 'teachers/photos' } },
      } as const;
      const teacher = await handleUpload(request, spec, ({ fields, files }) =>
        updateTeacherAdditionalInfo(app.db, signedInId(request), fields, {
          storage: app.storage,
          log: request.log,
          photo: files.photo?.key,
        }),
      );
      return {
        status: 'success' as const,
        message: translate(request.language, 'profiles.additional_info_updated'),
        data: { teacher },
      };
    },
  );
};
