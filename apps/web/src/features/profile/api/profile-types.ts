import type { SiteRole, StudentProfile, TeacherProfile } from '@madrasa/contracts';

export type { StudentProfile, TeacherProfile };

/** The profile object of a role: `data.student` or `data.teacher` of the profile replies. */
export type ProfileOf<R extends SiteRole> = R extends 'student' ? StudentProfile : TeacherProfile;
