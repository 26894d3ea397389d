import {
  type SiteRole,
  studentAdditionalInfoSchema,
  studentPersonalInfoSchema,
  studentProfileReply,
  studentProfileUpdateReply,
  teacherAdditionalInfoSchema,
  teacherPersonalInfoSchema,
  teacherProfileReply,
  teacherProfileUpdateReply,
  translate,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { handleUpload } from '../../lib/uploads/index.ts';
import { readStudentProfile, readTeacherProfile } from './read-profile.ts';
import {
  type PhotoChange,
  updateStudentAdditionalInfo,
  updateStudentPersonalInfo,
  updateTeacherAdditionalInfo,
  updateTeacherPersonalInfo,
} from './update-profile.ts';

/** What differs between the student's and the teacher's profile routes. */
type RoleProfile<Personal extends z.ZodType, Additional extends z.ZodType, Profile> = {
  role: SiteRole;
  reply: z.ZodType;
  updateReply: z.ZodType;
  personalInfo: Personal;
  additionalInfo: Additional;
  /** The multipart fields, for the API docs. */
  additionalSummary: string;
  read: (db: Database, id: number) => Promise<Profile>;
  updatePersonal: (
    db: Database,
    options: { id: number; info: z.output<Personal> },
  ) => Promise<Profile>;
  updateAdditional: (
    db: Database,
    options: { id: number; info: z.output<Additional>; change: PhotoChange },
  ) => Promise<Profile>;
};

/** GET /profile, POST update-personal-info (JSON), POST update-profile (multipart). */
const profileRoutes =
  <Personal extends z.ZodType, Additional extends z.ZodType, Profile>(
    profile: RoleProfile<Personal, Additional, Profile>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const onRequest = app.requireAccount(profile.role);
    const tags = ['profiles'];
    // The reply names the profile by role: `{ student: … }` or `{ teacher: … }`.
    const data = (saved: Profile) => ({ [profile.role]: saved });

    app.get(
      '/profile',
      { onRequest, schema: { tags, response: { 200: profile.reply } } },
      async (request) => ({
        status: 'success' as const,
        data: data(await profile.read(app.db, request.signedInId())),
      }),
    );

    app.post(
      '/update-personal-info',
      {
        onRequest,
        schema: { tags, body: profile.personalInfo, response: { 200: profile.updateReply } },
      },
      async (request) => ({
        status: 'success' as const,
        message: translate(request.language, 'profiles.personal_info_updated'),
        data: data(
          await profile.updatePersonal(app.db, {
            id: request.signedInId(),
            // Validated by the schema; the type provider cannot resolve a generic schema's output.
            info: request.body as z.output<Personal>,
          }),
        ),
      }),
    );

    app.post(
      '/update-profile',
      {
        onRequest,
        schema: {
          tags,
          summary: profile.additionalSummary,
          response: { 200: profile.updateReply },
        },
      },
      async (request) => {
        const spec = {
          fields: profile.additionalInfo,
          files: { photo: { kind: 'image', folder: `${profile.role}s/photos` } },
        } as const;
        const saved = await handleUpload(request, {
          spec,
          work: ({ fields, files }) =>
            profile.updateAdditional(app.db, {
              id: request.signedInId(),
              info: fields,
              change: { storage: app.storage, log: request.log, photo: files.photo?.key },
            }),
        });
        return {
          status: 'success' as const,
          message: translate(request.language, 'profiles.additional_info_updated'),
          data: data(saved),
        };
      },
    );
  };

export const studentProfileRoutes = profileRoutes({
  role: 'student',
  reply: studentProfileReply,
  updateReply: studentProfileUpdateReply,
  personalInfo: studentPersonalInfoSchema,
  additionalInfo: studentAdditionalInfoSchema,
  additionalSummary: 'Multipart: birthday, grade, about_you, gender, residence, optional photo',
  read: readStudentProfile,
  updatePersonal: updateStudentPersonalInfo,
  updateAdditional: updateStudentAdditionalInfo,
});

export const teacherProfileRoutes = profileRoutes({
  role: 'teacher',
  reply: teacherProfileReply,
  updateReply: teacherProfileUpdateReply,
  personalInfo: teacherPersonalInfoSchema,
  additionalInfo: teacherAdditionalInfoSchema,
  additionalSummary:
    'Multipart: birthday, teaching_level, about_you, gender, residence, optional photo',
  read: readTeacherProfile,
  updatePersonal: updateTeacherPersonalInfo,
  updateAdditional: updateTeacherAdditionalInfo,
});
