import {
  studentAdditionalInfoSchema,
  studentPersonalInfoSchema,
  studentProfileReply,
  studentProfileUpdateReply,
  teacherAdditionalInfoSchema,
  teacherPersonalInfoSchema,
  teacherProfileReply,
  teacherProfileUpdateReply,
  translate,
  type UserType,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { handleUpload } from '../../lib/uploads/index.ts';
import { readStudentProfile, readTeacherProfile } from './read-profile.ts';
import { signedInId } from './signed-in.ts';
import {
  type PhotoChange,
  updateStudentAdditionalInfo,
  updateStudentPersonalInfo,
  updateTeacherAdditionalInfo,
  updateTeacherPersonalInfo,
} from './update-profile.ts';

/** What differs between the student's and the teacher's profile routes. */
type ProfileKind<Personal extends z.ZodType, Additional extends z.ZodType, Profile> = {
  role: UserType;
  reply: z.ZodType;
  updateReply: z.ZodType;
  personalInfo: Personal;
  additionalInfo: Additional;
  /** The multipart fields, for the API docs. */
  additionalSummary: string;
  read: (db: Database, id: number) => Promise<Profile>;
  updatePersonal: (db: Database, id: number, info: z.output<Personal>) => Promise<Profile>;
  updateAdditional: (
    db: Database,
    id: number,
    info: z.output<Additional>,
    change: PhotoChange,
  ) => Promise<Profile>;
};

/** GET /profile, POST update-personal-info (JSON), POST update-profile (multipart). */
const profileRoutes =
  <Personal extends z.ZodType, Additional extends z.ZodType, Profile>(
    kind: ProfileKind<Personal, Additional, Profile>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const onRequest = app.requireAccount(kind.role);
    const tags = ['profiles'];
    // The reply names the profile by role: `{ student: … }` or `{ teacher: … }`.
    const data = (profile: Profile) => ({ [kind.role]: profile });

    app.get(
      '/profile',
      { onRequest, schema: { tags, response: { 200: kind.reply } } },
      async (request) => ({
        status: 'success' as const,
        data: data(await kind.read(app.db, signedInId(request))),
      }),
    );

    app.post(
      '/update-personal-info',
      {
        onRequest,
        schema: { tags, body: kind.personalInfo, response: { 200: kind.updateReply } },
      },
      async (request) => ({
        status: 'success' as const,
        message: translate(request.language, 'profiles.personal_info_updated'),
        data: data(
          await kind.updatePersonal(
            app.db,
            signedInId(request),
            // Validated by the schema; the type provider cannot resolve a generic schema's output.
            request.body as z.output<Personal>,
          ),
        ),
      }),
    );

    app.post(
      '/update-profile',
      {
        onRequest,
        schema: { tags, summary: kind.additionalSummary, response: { 200: kind.updateReply } },
      },
      async (request) => {
        const spec = {
          fields: kind.additionalInfo,
          files: { photo: { kind: 'image', folder: `${kind.role}s/photos` } },
        } as const;
        const profile = await handleUpload(request, spec, ({ fields, files }) =>
          kind.updateAdditional(app.db, signedInId(request), fields, {
            storage: app.storage,
            log: request.log,
            photo: files.photo?.key,
          }),
        );
        return {
          status: 'success' as const,
          message: translate(request.language, 'profiles.additional_info_updated'),
          data: data(profile),
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
