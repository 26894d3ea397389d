import type { Database } from '../db/client.ts';
import {
  teacherEvaluations,
  teacherFiles,
  teacherPaperExams,
  teachers,
  teacherVideoLessons,
} from '../db/schema.ts';
import { TEACHERS, type TeacherData } from './data/teachers.ts';
import { makePdf } from './make-pdf.ts';
import type { SeedFiles } from './store-files.ts';

const HOUR = 3_600_000;

/** Teachers with photos, reviews (some awaiting moderation) and their own uploads. */
export async function seedTeachers(
  db: Database,
  { files, passwordHash }: { files: SeedFiles; passwordHash: string },
) {
  const now = Date.now();
  const photos = await Promise.all(
    TEACHERS.map((t) =>
      t.photo ? files.asset(`teachers/${t.photo}.webp`, 'teachers/photos') : null,
    ),
  );
  const rows = await db
    .insert(teachers)
    .values(
      TEACHERS.map((t, i) => ({
        first_name: t.first_name,
        last_name: t.last_name,
        email: t.email,
        phone_number: t.phone_number,
        gender: t.gender,
        age_group_taught: t.age_group_taught,
        teaching_level: t.age_group_taught,
        years_of_experience: t.years_of_experience,
        subject: t.subject,
        residence: t.residence,
        birthday: t.birthday,
        about_you: t.about_you,
        photo: photos[i]?.key ?? null,
        password_hash: passwordHash,
        verified_at: new Date(now - 90 * 24 * HOUR),
      })),
    )
    .returning({ id: teachers.id, email: teachers.email });
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));

  for (const teacher of TEACHERS) {
    const teacherId = idByEmail.get(teacher.email);
    if (teacherId === undefined) throw new Error(`Seed: teacher ${teacher.email} missing`);
    await seedReviews(db, { teacherId, teacher, now });
    await seedUploads(db, { files, teacherId, teacher, now });
  }
}

async function seedReviews(
  db: Database,
  { teacherId, teacher, now }: { teacherId: number; teacher: TeacherData; now: number },
) {
  if (teacher.reviews.length === 0) return;
  await db.insert(teacherEvaluations).values(
    teacher.reviews.map(([full_name, comment, published], i) => ({
      teacher_id: teacherId,
      full_name,
      // Reviewers' addresses are never shown; the demo ones only fill the required column.
      email: `reviewer${teacherId}-${i + 1}@example.com`,
      comment,
      permissions_to_publish: published ? ('Allowed' as const) : ('not_Allowed' as const),
      created_at: new Date(now - (teacher.reviews.length - i) * 26 * HOUR),
    })),
  );
}

async function seedUploads(
  db: Database,
  {
    files,
    teacherId,
    teacher,
    now,
  }: { files: SeedFiles; teacherId: number; teacher: TeacherData; now: number },
) {
  for (const [i, file] of (teacher.files ?? []).entries()) {
    const pdf = await makePdf({
      title: file.title,
      subtitle: 'Uploaded by a Madrasa teacher',
      lines: ['Key points of the topic, solved examples and practice questions for revision.'],
    });
    const stored = await files.bytes(pdf, { folder: 'teachers/files', extension: 'pdf' });
    await db.insert(teacherFiles).values({
      teacher_id: teacherId,
      file_name: file.file_name,
      file_type: file.file_type,
      file_path: stored.key,
      original_name: `${file.file_name}.pdf`,
      file_size: stored.size,
      created_at: new Date(now - (i + 1) * 50 * HOUR),
    });
  }
  for (const [i, video] of (teacher.videos ?? []).entries()) {
    const [clip, thumbnail] = await Promise.all([
      files.asset(`videos/${video.video}.mp4`, 'teachers/videos'),
      files.asset(`subjects/${video.thumbnail}.webp`, 'teachers/thumbnails'),
    ]);
    await db.insert(teacherVideoLessons).values({
      teacher_id: teacherId,
      lesson_title: video.lesson_title,
      video_path: clip.key,
      thumbnail_path: thumbnail.key,
      file_size: clip.size,
      created_at: new Date(now - (i + 1) * 40 * HOUR),
    });
  }
  const year = new Date(now).getFullYear();
  for (const [i, exam] of (teacher.paperExams ?? []).entries()) {
    const pdf = await makePdf({
      title: `Exam: ${exam.lesson_name_en}`,
      subtitle: `Paper exam by a Madrasa teacher, ${year}`,
      lines: ['Time: 45 minutes          Total marks: 20', 'Answer all the questions.'],
    });
    const stored = await files.bytes(pdf, { folder: 'teachers/exams', extension: 'pdf' });
    // The naming of docs/product.md §7: the word "exam", the Arabic lesson name and the year.
    const fileName = `امتحان ${exam.lesson_name_ar} ${year}`;
    await db.insert(teacherPaperExams).values({
      teacher_id: teacherId,
      file_name: fileName,
      grade: exam.grade,
      lesson_name_ar: exam.lesson_name_ar,
      lesson_name_en: exam.lesson_name_en,
      file_path: stored.key,
      original_name: `${fileName}.pdf`,
      file_size: stored.size,
      created_at: new Date(now - (i + 1) * 30 * HOUR),
    });
  }
}
