import type { SiteRole } from '@madrasa/contracts';
import { profileFrom } from './get-profile.ts';
import type { ProfileOf } from './profile-types.ts';

/** The reply of a profile update: `{ status, message, data: { student | teacher } }`. */
export type ProfileReply<R extends SiteRole> = { message: string; profile: ProfileOf<R> };

export function readProfileReply<R extends SiteRole>(role: R, body: unknown): ProfileReply<R> {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    message: typeof record.message === 'string' ? record.message : '',
    profile: profileFrom(role, record.data),
  };
}
