import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import {
  chatMessages,
  classes,
  classMembers,
  computerExams,
  examAnswers,
  examAttempts,
  examQuestions,
  learningProgress,
  lessons,
  progressSaveReceipts,
  studentQuestions,
  studyTime,
  teacherFiles,
} from '../../db/schema.ts';
import { createReview, createSubject, createTeacher } from '../factories.ts';

/**
 * A student's footprint on every table the export reads and the erasure clears: a watched
 * lesson and an opened teacher's file, study time and a save's receipt, a submitted and a
 * running exam attempt with answers, a question and a review written with the student's e-mail.
 */
export async function giveStudentHistory(db: Database, student: { id: number; email: string }) {
  const subject = await createSubject(db, { name_ar: 'الرياضيات', name_en: 'Mathematics' });
  const teacher = await createTeacher(db);
  const [lesson] = await db
    .insert(lessons)
    .values({
      subject_id: subject.id,
      semester: 'first',
      name_ar: 'الكسور',
      name_en: 'Fractions',
      video_mp4: 'lessons/v.mp4',
      video_size: 1,
    })
    .returning();
  const [file] = await db
    .insert(teacherFiles)
    .values({
      teacher_id: teacher.id,
      file_name: 'Algebra notes',
      file_path: 'teacher-files/a.pdf',
      file_type: 'summary',
      original_name: 'a.pdf',
      file_size: 10,
    })
    .returning();
  const [question] = await db
    .insert(examQuestions)
    .values({
      subject_id: subject.id,
      semester: 'first',
      kind: 'single',
      stem_ar: 'كم ٢+٢؟',
      stem_en: 'What is 2+2?',
      options: [
        { ar: '٣', en: '3' },
        { ar: '٤', en: '4' },
      ],
      correct_options: [1],
    })
    .returning();
  const [exam] = await db
    .insert(computerExams)
    .values({
      subject_id: subject.id,
      semester: 'first',
      title_ar: 'اختبار الكسور',
      title_en: 'Fractions quiz',
      duration_minutes: 10,
      published: true,
    })
    .returning();
  if (!lesson || !file || !question || !exam) throw new Error('not inserted');
  await db.insert(learningProgress).values([
    {
      student_id: student.id,
      item_kind: 'lesson',
      item_id: lesson.id,
      subject_id: subject.id,
      semester: 'first',
      position_seconds: 42,
      duration_seconds: 100,
    },
    {
      student_id: student.id,
      item_kind: 'teacher_file',
      item_id: file.id,
      completed_at: new Date(),
    },
  ]);
  await db.insert(studyTime).values({ student_id: student.id, day: '2026-11-24', seconds: 600 });
  await db.insert(progressSaveReceipts).values({ student_id: student.id, save_id: randomUUID() });
  const started = new Date(Date.now() - 60_000);
  const deadline = new Date(Date.now() + 600_000);
  const [submitted, running] = await db
    .insert(examAttempts)
    .values([
      {
        exam_id: exam.id,
        student_id: student.id,
        mode: 'regular',
        minutes: 10,
        deadline_at: deadline,
        started_at: started,
        submitted_at: new Date(),
        marks_obtained: 1,
        marks_total: 1,
        correct: 1,
        incorrect: 0,
        unanswered: 0,
        percent: 100,
        passed: true,
      },
      {
        exam_id: exam.id,
        student_id: student.id,
        mode: 'regular',
        minutes: 10,
        deadline_at: deadline,
      },
    ])
    .returning();
  if (!submitted || !running) throw new Error('not inserted');
  await db.insert(examAnswers).values([
    {
      attempt_id: submitted.id,
      position: 1,
      question_id: question.id,
      answer: { options: [1] },
      correct: true,
    },
    {
      attempt_id: running.id,
      position: 1,
      question_id: question.id,
      answer: { options: [0] },
      correct: false,
    },
  ]);
  await db.insert(studentQuestions).values({ student_id: student.id, question: 'متى الامتحان؟' });
  const review = await createReview(db, {
    teacher_id: teacher.id,
    full_name: 'Layla Haddad',
    email: student.email.toUpperCase(),
    comment: 'Great <b>teacher</b>',
  });
  const [room] = await db
    .insert(classes)
    .values({
      teacher_id: teacher.id,
      name: 'الصف العاشر ب',
      subject_id: subject.id,
      code: `PRIV${student.id}`,
    })
    .returning();
  if (!room) throw new Error('not inserted');
  await db.insert(classMembers).values({ class_id: room.id, student_id: student.id });
  await db.insert(chatMessages).values([
    { class_id: room.id, author_student_id: student.id, body: 'سؤال عن الواجب 📚' },
    { class_id: room.id, author_teacher_id: teacher.id, body: 'the teacher answers' },
  ]);
  return { subject, teacher, lesson, file, exam, submitted, running, review, room };
}
