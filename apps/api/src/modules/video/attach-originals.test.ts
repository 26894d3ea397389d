import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs, lessons, teacherVideoLessons, videoLadders } from '../../db/schema.ts';
import { LADDER_JOB } from '../../lib/video/ladders.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { attachOriginals } from './attach-originals.ts';

/**
 * The seed's videos (stored without a ladder) get one each by their bytes at a start where
 * ladders can be made: hundreds of lessons share the seed's three clips, so three ladders.
 */
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')(
  'attaching ladders to stored videos',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ seed: true });
    });
    afterAll(() => t?.close());

    const unattached = async () => {
      const [a] = await t.app.db
        .select({ n: count() })
        .from(lessons)
        .where(isNull(lessons.video_ladder_id));
      const [b] = await t.app.db
        .select({ n: count() })
        .from(teacherVideoLessons)
        .where(isNull(teacherVideoLessons.video_ladder_id));
      return (a?.n ?? 0) + (b?.n ?? 0);
    };

    it('gives every seeded lesson and teacher video a ladder, one per distinct clip, queued once', async () => {
      expect(await unattached()).toBeGreaterThan(100);
      await attachOriginals(t.app.video.deps(), t.app.log);
      expect(await unattached()).toBe(0);
      const ladders = await t.app.db.select().from(videoLadders);
      // Three lesson clips; teacher videos reuse seed clips too.
      expect(ladders.length).toBeGreaterThanOrEqual(3);
      expect(ladders.length).toBeLessThanOrEqual(6);
      expect(new Set(ladders.map((ladder) => ladder.state))).toEqual(new Set(['queued']));
      const [queued] = await t.app.db
        .select({ n: count() })
        .from(backgroundJobs)
        .where(eq(backgroundJobs.queue, LADDER_JOB));
      expect(queued?.n).toBe(ladders.length);

      // A second run finds nothing to attach and queues nothing twice.
      await attachOriginals(t.app.video.deps(), t.app.log);
      const [again] = await t.app.db
        .select({ n: count() })
        .from(backgroundJobs)
        .where(eq(backgroundJobs.queue, LADDER_JOB));
      expect(again?.n).toBe(ladders.length);
    });
  },
);
