import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { VideoStream } from '@madrasa/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoLadders } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createStudent, createTeacher } from '../../test-support/factories.ts';
import { profileTestKit } from '../../test-support/kits/profile-test-kit.ts';
import { SAMPLE } from '../../test-support/uploads/test-files.ts';
import { makeTestVideo } from '../../test-support/videos.ts';

/**
 * Lesson videos as an HLS ladder, through the teacher's upload (issue 34): the ladder is
 * made on the job queue by the real ffmpeg, served with the right types, shared by
 * identical uploads, deleted with the last video using it, and a file that is no video
 * fails with its reason and nothing served.
 */
describe('video ladders from a teacher upload', () => {
  let t: TestApp;
  let kit: ReturnType<typeof profileTestKit>;
  let work: string;
  let clip: Buffer;
  /** Another video, so the sharing test owns its ladder alone. */
  let otherClip: Buffer;
  let teacherId: number;
  let token: string;
  let studentToken: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'madrasa-ladder-test-'));
    clip = await readFile(
      await makeTestVideo(work, 'clip.mp4', { width: 640, height: 360, seconds: 4, audio: true }),
    );
    otherClip = await readFile(
      await makeTestVideo(work, 'other.mp4', { width: 320, height: 240, seconds: 2, audio: false }),
    );
    t = await buildTestApp({ seed: false, env: { VIDEO_TRANSCODE: 'true' } });
    kit = profileTestKit(t);
    teacherId = (await createTeacher(t.app.db)).id;
    token = await kit.signIn('teacher', teacherId);
    studentToken = await kit.signIn('student', (await createStudent(t.app.db)).id);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(work, { recursive: true, force: true });
  });

  const upload = (
    video: Uint8Array,
    extra: Record<string, { bytes: Uint8Array; name: string }> = {},
  ) =>
    kit.postForm(
      '/api/teacher-video-uploads',
      {
        lesson_title: 'الكسور العشرية',
        thumbnail: { bytes: SAMPLE.png(), name: 'thumb.png', type: 'image/png' },
        video_file: { bytes: video, name: 'lesson.mp4', type: 'video/mp4' },
        ...extra,
      },
      token,
    );

  /** The video's stream once the queue is done with it (the test's timeout bounds the wait). */
  async function settled(id: number): Promise<VideoStream> {
    for (;;) {
      const listed = await t.app.inject({
        url: '/api/teacher/uploads',
        headers: { authorization: `Bearer ${token}` },
      });
      const video = listed.json().data.videos.find((item: { id: number }) => item.id === id);
      if (video.stream.state === 'ready' || video.stream.state === 'failed') return video.stream;
      await sleep(100);
    }
  }
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('makes 240p and 360p (never above the source), an MP4 and a poster, served as HLS', async () => {
    const response = await upload(clip, {
      captions_ar: { bytes: SAMPLE.vtt(), name: 'ar.vtt' },
    });
    expect(response.statusCode).toBe(201);
    const { id, stream: queued } = response.json().data;
    expect(queued).toMatchObject({ state: 'queued', hls: null, rungs: [] });
    // Read (and so kept in memory) while queued: the job's progress must replace it.
    const publicUrl = `/api/teacher-video-uploads/${teacherId}`;
    expect((await get(publicUrl)).json().data[0].stream.state).toBe('queued');

    const stream = await settled(id);
    expect(stream).toMatchObject({
      state: 'ready',
      percent: 100,
      failure: null,
      rungs: [240, 360],
    });
    expect(stream.captions).toEqual([
      {
        language: 'ar',
        src: expect.stringMatching(/^\/storage\/teachers\/captions\/[0-9a-f]{32}\.vtt$/),
      },
    ]);

    const master = await get(stream.hls as string);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.headers['cache-control']).toContain('immutable');
    expect(master.body).toMatch(/RESOLUTION=426x240,CODECS="avc1\.4d401e,mp4a\.40\.2"/);
    expect(master.body).toMatch(/RESOLUTION=640x360/);
    expect(master.body).not.toMatch(/x480|x720/);

    const saver = await get(stream.data_saver as string);
    expect(saver.body.match(/#EXT-X-STREAM-INF/g)).toHaveLength(2);

    // A media playlist names its init segment and segments relatively; each is served.
    const folder = (stream.hls as string).slice(0, (stream.hls as string).lastIndexOf('/'));
    // The master of 240p alone, which lists read meanwhile named, is still served.
    expect((await get(`${folder}/master-240p.m3u8`)).statusCode).toBe(200);
    const media = await get(`${folder}/240p.m3u8`);
    expect(media.body).toContain('#EXT-X-MAP:URI="240p-init.mp4"');
    expect(media.body).toContain('#EXT-X-ENDLIST');
    const segment = await get(`${folder}/240p-00000.m4s`, { range: 'bytes=0-99' });
    expect(segment.statusCode).toBe(206);
    expect(segment.headers['content-type']).toBe('video/mp4');

    const mp4 = await get(stream.mp4 as string);
    expect(mp4.statusCode).toBe(200);
    expect(mp4.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const poster = await get(stream.poster as string);
    expect([...poster.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    // Students see the same stream in the teacher's public list, not the reply kept earlier.
    const publicList = await get(publicUrl, { authorization: `Bearer ${studentToken}` });
    expect(publicList.json().data[0].stream).toEqual(stream);
  }, 120_000);

  it('shares one ladder between identical uploads, and deletes it with the last of them', async () => {
    const first = (await upload(otherClip)).json().data;
    const second = (await upload(otherClip)).json().data;
    const [one, two] = [await settled(first.id), await settled(second.id)];
    expect(two.hls).toBe(one.hls);

    const remove = (id: number) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/teacher-video-uploads/${id}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await remove(first.id)).statusCode).toBe(200);
    expect((await get(one.hls as string)).statusCode).toBe(200);
    expect((await remove(second.id)).statusCode).toBe(200);
    for (const url of [one.hls, one.mp4, one.poster]) {
      expect((await get(url as string)).statusCode).toBe(404);
    }
  }, 120_000);

  it('fails a file that is no video at once, with its reason and nothing served', async () => {
    const fake = Buffer.concat([SAMPLE.mp4(64), Buffer.alloc(4096, 7)]);
    const { id } = (await upload(fake)).json().data;
    expect(await settled(id)).toMatchObject({
      state: 'failed',
      failure: 'not_a_video',
      hls: null,
      mp4: null,
      rungs: [],
    });
    const [failed] = await t.app.db.select({ n: count() }).from(videoLadders);
    expect(failed?.n).toBeGreaterThan(0);
  }, 60_000);

  it('refuses captions that are not WebVTT cue by cue, in the language of the request', async () => {
    const broken = Buffer.from('WEBVTT\n\n00:00.000 --> later\nنص\n');
    const response = await upload(clip, { captions_en: { bytes: broken, name: 'en.vtt' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      captions_en: ['This captions file is not valid WebVTT. Export it again as .vtt.'],
    });
  });
});
