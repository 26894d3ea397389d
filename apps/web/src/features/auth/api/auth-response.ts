import type { AccountRole, MessageKey } from '@madrasa/contracts';

/**
 * Reading the auth responses. The original client looked for each fact in several places
 * (`student_id`, `student.id`, `data.student.id`, `id`; `token` or `data.token`), so this does
 * too: the server may nest or flatten, and the client still finds what it needs.
 */
type Raw = Record<string, unknown>;

const record = (value: unknown): Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const positiveId = (value: unknown): number | null => {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** A response that lacks what the flow needs; `key` is the catalogue text of docs/product.md §8. */
export class AuthFlowError extends Error {
  readonly key: MessageKey;

  constructor(key: MessageKey) {
    super(key);
    this.name = 'AuthFlowError';
    this.key = key;
  }
}

export type AuthAccount = {
  id: number | null;
  username: string;
  firstName: string;
  token: string;
};

export const ID_MISSING: Record<AccountRole, MessageKey> = {
  student: 'auth.student_id_missing',
  teacher: 'auth.teacher_id_missing',
  parent: 'parents.parent_id_missing',
};

export function readAccount(body: unknown, role: AccountRole): AuthAccount {
  if (typeof body !== 'object' || body === null) throw new AuthFlowError('auth.unexpected_status');
  const root = record(body);
  const data = record(root.data);
  const person = record(data[role] ?? root[role]);
  return {
    id:
      positiveId(root[`${role}_id`]) ??
      positiveId(data[`${role}_id`]) ??
      positiveId(person.id) ??
      positiveId(data.id) ??
      positiveId(root.id),
    username: text(person.username) || text(data.username) || text(root.username),
    firstName: text(person.first_name) || text(data.first_name),
    token: text(data.token) || text(root.token),
  };
}

/** The server's message (already in the request's language), or ''. */
export const messageOf = (body: unknown): string => text(record(body).message);

/** An unverified login: the server flags it with `verification_required`. */
export const needsVerification = (body: unknown): boolean =>
  record(record(body).data).verification_required === true;
