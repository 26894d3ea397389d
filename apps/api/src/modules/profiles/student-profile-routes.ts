import {
  studentAdditionalInfoSchema,
  studentPersonalInfoSchema,
  studentProfileReply,
  studentProfileUpdateReply,
  translate,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { handleUpload } from '../../lib/uploads/index.ts';
import { readStudentProfile } from './read-profile.ts';
import { signedInId } from './signed-in.ts';
import { updateStudentAdditionalInfo, updateStudentPersonalInfo } from './update-profile.ts';

const tags = ['profiles'];

/** GET /api/student/profile, POST update-personal-info (JSON), POST update-profile (multipart). */
export const studentProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.requireAccount('student');

  app.get(
    '/profile',
    { onRequest: signedIn, schema: { tags, response: { 200: studentProfileReply } } },
    async (request) => ({
      status: 'success' as const,
      data: { student: await readStudentProfile(app.db, signedInId(request)) },
    }),
  );

  app.post(
    '/update-personal-info',
    {
      onRequest: signedIn,
      schema: {
        tags,
        body: studentPersonalInfoSchema,
        response: { 200: studentProfileUpdateReply },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: translate(request.language, 'profiles.personal_info_updated'),
      data: {
        student: await updateStudentPersonalInfo(app.db, signedInId(request), request.body),
      },
    }),
  );

  app.post(
    '/update-profile',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Multipart: birthday, grade, about_you, gender, residence, optional photo',
        response: { 200: studentProfileUpdateReply },
      },
    },
    async (request) => {
      const spec = {
        fields: studentAdditionalInfoSchema,
        files: { photo: { kind: 'image', folder: 'students/photos' } },
      } as const;
      const student = await handleUpload(request, spec, ({ fields, files }) =>
        updateStudentAdditionalInfo(app.db, signedInId(request), fields, {
          storage: app.storage,
          log: request.log,
          photo: files.photo?.key,
        }),
      );
      return {
        status: 'success' as const,
        message: translate(request.language, 'profiles.additional_info_updated'),
        data: { student },
      };
    },
  );
};
