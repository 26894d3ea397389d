import { publicTeacherSchema, subjectSchema } from '@madrasa/contracts';
import { describe, expect, it } from 'vitest';
import { array } from 'zod/mini';
import { ApiError } from '@/shared/lib/api-client.ts';
import { mockApi } from '@/test/render-app.tsx';
import { getData, getPage } from './get-data.ts';

const teacher = {
  id: 3,
  first_name: 'هُدى',
  last_name: 'الخطيب',
  photo: '/storage/teachers/photos/3.webp',
  about_you: null,
  age_group_taught: 'High School',
  subject: 'الرياضيات',
};

const failedCall = (promise: Promise<unknown>) =>
  expect(promise).rejects.toSatisfy(
    (error) => error instanceof ApiError && error.code === 'unexpected_response',
  );

describe('reading answers through their contract', () => {
  it('reads a page of rows and the next cursor, dropping keys the contract does not name', async () => {
    mockApi({
      '/api/teachers': {
        status: 'success',
        data: [{ ...teacher, phone: '+962791234567' }],
        next_cursor: '3',
      },
    });
    const page = await getPage('/api/teachers', { schema: publicTeacherSchema });
    expect(page).toEqual({ items: [teacher], nextCursor: '3' });
  });

  it('fails the call on a row it does not understand, rather than draw half of it', async () => {
    mockApi({
      '/api/teachers': {
        status: 'success',
        data: [teacher, { ...teacher, id: 'four' }],
        next_cursor: null,
      },
    });
    await failedCall(getPage('/api/teachers', { schema: publicTeacherSchema }));
  });

  it('fails the call on a body that is not a success envelope', async () => {
    mockApi({ '/api/subjects': [{ id: 1 }] });
    await failedCall(getData('/api/subjects', { schema: array(subjectSchema) }));
    mockApi({ '/api/subjects': { status: 'success', data: [{ id: 1, grade_id: 2 }] } });
    await failedCall(getData('/api/subjects', { schema: array(subjectSchema) }));
  });
});
