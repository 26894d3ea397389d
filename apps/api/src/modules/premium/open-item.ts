import {
  PDF_ITEM_KINDS,
  type PdfMaterialKind,
  type PremiumItemKind,
  type PremiumOpen,
  type Role,
  type VideoStream,
} from '@madrasa/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { PDF_TABLES } from '../../db/pdf-materials.ts';
import {
  computerExams,
  lessons,
  teacherFiles,
  teacherPaperExams,
  teachers,
  teacherVideoLessons,
  videoLadders,
} from '../../db/schema.ts';
import { notFoundError } from '../../lib/app-error.ts';
import {
  assertMayOpen,
  isLocked,
  type PremiumIndex,
  type PremiumItem,
} from '../../lib/premium/access.ts';
import { pathSigner } from '../../lib/premium/signed-urls.ts';
import { isPublicTeacher } from '../../lib/public-teacher.ts';
import { storagePath } from '../../lib/storage-path.ts';
import { ladderColumns, videoStream } from '../../lib/video/video-stream.ts';

/** An item found for opening: what course it belongs to, and its files as plain paths. */
type Found = {
  item: PremiumItem;
  /** Hidden by moderation, or its teacher is not public: only its owner and editors see it. */
  hidden: boolean;
  video: string | null;
  stream: VideoStream | null;
  file: string | null;
};

const PDF_LISTS = Object.fromEntries(
  Object.entries(PDF_ITEM_KINDS).map(([list, kind]) => [kind, list as PdfMaterialKind]),
) as Record<PremiumItemKind, PdfMaterialKind | undefined>;

const noFiles = { video: null, stream: null, file: null };
const teacherIsPublic = sql<boolean>`(${isPublicTeacher})`;

async function findItem(
  db: Database,
  { kind, id }: { kind: PremiumItemKind; id: number },
): Promise<Found | null> {
  const pdfList = PDF_LISTS[kind];
  if (pdfList) {
    const table = PDF_TABLES[pdfList];
    const [row] = await db
      .select({ subject_id: table.subject_id, semester: table.semester, key: table.pdf_file })
      .from(table)
      .where(eq(table.id, id));
    return row
      ? { item: { kind, id, ...row }, hidden: false, ...noFiles, file: storagePath(row.key) }
      : null;
  }
  switch (kind) {
    case 'lesson': {
      const [row] = await db
        .select({
          subject_id: lessons.subject_id,
          semester: lessons.semester,
          video_mp4: lessons.video_mp4,
          captions_ar: lessons.captions_ar,
          captions_en: lessons.captions_en,
          ...ladderColumns,
        })
        .from(lessons)
        .leftJoin(videoLadders, eq(videoLadders.id, lessons.video_ladder_id))
        .where(eq(lessons.id, id));
      if (!row) return null;
      const item = { kind, id, subject_id: row.subject_id, semester: row.semester };
      const video = storagePath(row.video_mp4);
      return { item, hidden: false, ...noFiles, video, stream: videoStream(row) };
    }
    case 'teacher_video': {
      const [row] = await db
        .select({
          teacher_id: teacherVideoLessons.teacher_id,
          hidden: teacherVideoLessons.hidden,
          teacher_public: teacherIsPublic,
          video_path: teacherVideoLessons.video_path,
          captions_ar: teacherVideoLessons.captions_ar,
          captions_en: teacherVideoLessons.captions_en,
          ...ladderColumns,
        })
        .from(teacherVideoLessons)
        .innerJoin(teachers, eq(teachers.id, teacherVideoLessons.teacher_id))
        .leftJoin(videoLadders, eq(videoLadders.id, teacherVideoLessons.video_ladder_id))
        .where(eq(teacherVideoLessons.id, id));
      if (!row) return null;
      return {
        item: { kind, id, teacher_id: row.teacher_id },
        hidden: row.hidden || !row.teacher_public,
        ...noFiles,
        video: storagePath(row.video_path),
        stream: videoStream(row),
      };
    }
    case 'teacher_file':
    case 'teacher_paper_exam': {
      const table = kind === 'teacher_file' ? teacherFiles : teacherPaperExams;
      const [row] = await db
        .select({
          teacher_id: table.teacher_id,
          hidden: table.hidden,
          teacher_public: teacherIsPublic,
          key: table.file_path,
        })
        .from(table)
        .innerJoin(teachers, eq(teachers.id, table.teacher_id))
        .where(eq(table.id, id));
      if (!row) return null;
      return {
        item: { kind, id, teacher_id: row.teacher_id },
        hidden: row.hidden || !row.teacher_public,
        ...noFiles,
        file: storagePath(row.key),
      };
    }
    case 'computer_exam': {
      const [row] = await db
        .select({
          subject_id: computerExams.subject_id,
          semester: computerExams.semester,
          teacher_id: computerExams.teacher_id,
          published: computerExams.published,
        })
        .from(computerExams)
        .where(eq(computerExams.id, id));
      if (!row) return null;
      const { published, ...course } = row;
      return { item: { kind, id, ...course }, hidden: !published, ...noFiles };
    }
    default:
      return null;
  }
}

/**
 * GET /api/premium/open: an item's file paths for this caller. A free item or a preview
 * gives its plain paths, as the lists do; a locked one, to whoever may open it, signed
 * paths that expire (the poster stays plain: lists show it anyway).
 */
export async function openItem(
  db: Database,
  options: {
    kind: PremiumItemKind;
    id: number;
    account: { role: Role; id: number } | null;
    premium: PremiumIndex;
    urlKey: Buffer;
  },
): Promise<PremiumOpen> {
  const { account, premium } = options;
  const found = await findItem(db, options);
  const mayBypassHiding =
    account?.role === 'admin' ||
    (account?.role === 'teacher' && account.id === found?.item.teacher_id);
  if (!found || (found.hidden && !mayBypassHiding)) throw notFoundError();
  await assertMayOpen(db, { premium, account, item: found.item });
  const sign = pathSigner(options.urlKey, {
    locked: isLocked(premium.markOf(found.item)),
    kind: found.video === null ? 'file' : 'video',
  });
  return {
    video: found.video === null ? null : sign.path(found.video),
    stream: found.stream === null ? null : sign.stream(found.stream),
    file: found.file === null ? null : sign.path(found.file),
  };
}
