import { FILTER_NAMES_MAX } from '@madrasa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createTeacher } from '../../test-support/factories.ts';

describe('the name dropdown of a large directory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    // One more history teacher than the dropdown holds, and one in geography.
    for (let n = 0; n <= FILTER_NAMES_MAX; n += 1) {
      await createTeacher(t.app.db, {
        first_name: 'Huda',
        last_name: `Name${n}`,
        subject: 'History',
      });
    }
    await createTeacher(t.app.db, { first_name: 'Zaid', subject: 'Geography' });
  });
  afterAll(() => t?.close());

  const options = async (query = '') =>
    (await t.app.inject({ url: `/api/teachers/filters${query}` })).json().data;

  it('lists the first names alphabetically and says the list was cut', async () => {
    const all = await options();
    expect(all.names).toHaveLength(FILTER_NAMES_MAX);
    expect(all.names).toEqual([...all.names].sort());
    expect(all.names_truncated).toBe(true);
    expect(all.subjects).toEqual(['Geography', 'History']);
  });

  it('gives the whole list once a subject narrows it', async () => {
    expect(await options('?subject=Geography')).toEqual({
      subjects: ['Geography', 'History'],
      names: ['Zaid Teacher'],
      names_truncated: false,
    });
  });
});
