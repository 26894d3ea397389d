import type { Database } from '../db/client.ts';
import { exams, lessons, summaries, teacherGuides, worksheets } from '../db/schema.ts';
import { mapLimit } from '../lib/map-limit.ts';
import { makePdf } from './make-pdf.ts';
import {
  MATERIAL_KINDS,
  type MaterialKind,
  materialFileName,
  materialName,
  materialPdf,
} from './material-content.ts';
import type { SeededSubject } from './seed-catalogue.ts';
import { isPremiumDemo, premiumDemoClip } from './seed-premium.ts';
import type { SeedFiles } from './store-files.ts';

const TABLES = { worksheet: worksheets, summary: summaries, exam: exams, guide: teacherGuides };
const FOLDERS: Record<MaterialKind, string> = {
  worksheet: 'worksheets',
  summary: 'summaries',
  exam: 'exams',
  guide: 'teacher-guides',
};
const VIDEOS = ['videos/lesson-1.mp4', 'videos/lesson-2.mp4', 'videos/lesson-3.mp4'];

/**
 * The demo's lesson of a minute and more (75 s, a chalkboard with a voice-like tone and
 * captions in both languages, assets/generate.sh), so resuming, captions and the ladder can
 * be shown: grade 12 mathematics, first semester, the first unit's lesson ("Functions and
 * Their Domains"). The other lessons keep the 5-second clips, which the browser journeys
 * play to their end.
 */
const BOARD_LESSON = { grade: 'grade12', subject: 'mathematics', semester: 'first' } as const;
const isBoardLesson = (s: SeededSubject, order: number) =>
  order === 0 &&
  s.grade.key === BOARD_LESSON.grade &&
  s.subject.image === BOARD_LESSON.subject &&
  s.semester === BOARD_LESSON.semester;

/**
 * One PDF of each kind for every subject and semester, and a video lesson per unit.
 * The PDF text names the stage, not the grade, so grades of one stage share the
 * rendered bytes (rendering is the slow part) while each row still gets its own file.
 */
export async function seedMaterials(
  db: Database,
  { files, seeded }: { files: SeedFiles; seeded: SeededSubject[] },
) {
  const rendered = new Map<string, Promise<Uint8Array>>();
  const pdfFor = (kind: MaterialKind, s: SeededSubject) => {
    const cacheKey = `${kind}:${s.grade.phase}:${s.order}:${s.semester}`;
    let bytes = rendered.get(cacheKey);
    if (!bytes) {
      const units = s.subject[s.semester];
      bytes = makePdf(
        materialPdf({
          kind,
          phase: s.grade.phase,
          material: { subject: s.subject, semester: s.semester, units },
        }),
      );
      rendered.set(cacheKey, bytes);
    }
    return bytes;
  };

  for (const kind of MATERIAL_KINDS) {
    const rows = await mapLimit(seeded, {
      limit: 16,
      fn: async (s) => {
        const stored = await files.bytes(await pdfFor(kind, s), {
          folder: FOLDERS[kind],
          extension: 'pdf',
        });
        const [name_ar, name_en] = materialName(kind, {
          subject: s.subject,
          semester: s.semester,
          units: s.subject[s.semester],
        });
        return {
          subject_id: s.id,
          semester: s.semester,
          name_ar,
          name_en,
          pdf_file: stored.key,
          original_name: materialFileName({
            kind,
            subject: s.subject,
            gradeKey: s.grade.key,
            semester: s.semester,
          }),
          file_size: stored.size,
        };
      },
    });
    await db.insert(TABLES[kind]).values(rows);
  }

  const planned = seeded.flatMap((s) =>
    s.subject[s.semester].map((unit, i) => ({ s, lesson: unit.lessons[0], order: i })),
  );
  const lockedClip = premiumDemoClip();
  const lessonRows = await mapLimit(planned, {
    limit: 16,
    fn: async ({ s, lesson, order }, i) => {
      const board = isBoardLesson(s, order);
      const [video, image, captionsAr, captionsEn] = await Promise.all([
        board
          ? files.asset('videos/lesson-board.mp4', 'lessons/videos')
          : isPremiumDemo(s) && order > 0
            ? files.bytes(await lockedClip, { folder: 'lessons/videos', extension: 'mp4' })
            : files.asset(VIDEOS[i % VIDEOS.length] as string, 'lessons/videos'),
        files.asset(s.imageAsset, 'lessons/images'),
        board ? files.asset('videos/lesson-board.ar.vtt', 'lessons/captions') : null,
        board ? files.asset('videos/lesson-board.en.vtt', 'lessons/captions') : null,
      ]);
      return {
        subject_id: s.id,
        semester: s.semester,
        name_ar: lesson?.[0] ?? s.subject.name[0],
        name_en: lesson?.[1] ?? s.subject.name[1],
        image: image.key,
        video_mp4: video.key,
        video_size: video.size,
        captions_ar: captionsAr?.key ?? null,
        captions_en: captionsEn?.key ?? null,
        sort_order: order,
      };
    },
  });
  await db.insert(lessons).values(lessonRows);
}
