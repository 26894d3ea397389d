import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, studentQuestions, teacherFiles } from '../../../db/schema.ts';
import {
  createGrade,
  createReview,
  createStudent,
  createTeacher,
} from '../../../test-support/factories.ts';
import { type AdminTestKit, startAdminTestKit } from '../../../test-support/kits/admin-test-kit.ts';

describe('admin moderation: reviews, teachers, inbox, questions', () => {
  let t: AdminTestKit;
  beforeAll(async () => {
    t = await startAdminTestKit();
  });
  afterAll(() => t?.close());

  const publicReviews = async (teacherId: number) =>
    (await t.app.inject({ url: `/api/teacher-evaluations?teacher_id=${teacherId}` })).json().data;

  it('approves a pending review onto the teacher page, withdraws and deletes it', async () => {
    const teacher = await createTeacher(t.app.db, { first_name: 'Huda', last_name: 'Saleh' });
    const review = await createReview(t.app.db, { teacher_id: teacher.id });
    const queue = await t.call({
      method: 'GET',
      url: `/api/admin/reviews?teacher_id=${teacher.id}`,
    });
    expect(queue.json().data).toEqual([
      expect.objectContaining({
        id: review.id,
        teacher_name: 'Huda Saleh',
        email: review.email,
        permissions_to_publish: 'not_Allowed',
      }),
    ]);
    expect(await publicReviews(teacher.id)).toEqual([]);

    const url = `/api/admin/reviews/${review.id}`;
    const approved = await t.call({
      method: 'PATCH',
      url,
      body: { permissions_to_publish: 'Allowed' },
    });
    expect(approved.json()).toMatchObject({ message: 'Review approved and published' });
    expect((await publicReviews(teacher.id)).map((r: { id: number }) => r.id)).toEqual([review.id]);
    const published = await t.call({ method: 'GET', url: '/api/admin/reviews?status=published' });
    expect(published.json().data.map((r: { id: number }) => r.id)).toContain(review.id);

    await t.call({ method: 'PATCH', url, body: { permissions_to_publish: 'not_Allowed' } });
    expect(await publicReviews(teacher.id)).toEqual([]);
    expect((await t.call({ method: 'DELETE', url })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it("shows a teacher's private fields to the admin, and finds teachers by name", async () => {
    const teacher = await createTeacher(t.app.db, { first_name: 'Rami', residence: 'Irbid' });
    const list = await t.call({ method: 'GET', url: '/api/admin/teachers?q=rami' });
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: teacher.id, email: teacher.email, verified: true }),
    ]);
    const detail = (
      await t.call({ method: 'GET', url: `/api/admin/teachers/${teacher.id}` })
    ).json();
    expect(detail.data).toMatchObject({
      phone_number: teacher.phone_number,
      residence: 'Irbid',
      hidden: false,
    });
    expect(JSON.stringify(detail)).not.toContain('password');
  });

  it("hides a teacher's upload from the public, shows it again, and deletes it with its file", async () => {
    const teacher = await createTeacher(t.app.db);
    const key = 'teachers/files/0123456789abcdef0123456789abcdef.pdf';
    await t.app.storage.put(key, Buffer.from('%PDF-1.4\n'));
    const [file] = await t.app.db
      .insert(teacherFiles)
      .values({
        teacher_id: teacher.id,
        file_name: 'Summary',
        file_type: 'summary',
        file_path: key,
        original_name: 'summary.pdf',
        file_size: 9,
      })
      .returning();
    if (!file) throw new Error('no file');
    const publicFiles = async () =>
      (await t.app.inject({ url: `/api/teacher-uploads/${teacher.id}` })).json().data;
    expect(await publicFiles()).toHaveLength(1);

    const url = `/api/admin/teacher-uploads/files/${file.id}`;
    const hidden = await t.call({ method: 'PATCH', url, body: { hidden: true } });
    expect(hidden.json()).toMatchObject({ data: { hidden: true } });
    expect(await publicFiles()).toEqual([]);
    const uploads = await t.call({
      method: 'GET',
      url: `/api/admin/teachers/${teacher.id}/uploads`,
    });
    expect(uploads.json().data).toEqual([
      expect.objectContaining({ id: file.id, kind: 'files', hidden: true, title: 'Summary' }),
    ]);
    await t.call({ method: 'PATCH', url, body: { hidden: false } });
    expect(await publicFiles()).toHaveLength(1);

    expect((await t.call({ method: 'DELETE', url })).statusCode).toBe(200);
    expect(await t.app.storage.stat(key)).toBeNull();
    expect(await publicFiles()).toEqual([]);
  });

  it('lists contact messages newest first and marks them handled', async () => {
    const sent = [];
    for (const subject of ['First', 'Second']) {
      sent.push(
        (
          await t.app.db
            .insert(contactMessages)
            .values({
              full_name: 'Visitor',
              phone_number: '0790000000',
              email: 'v@example.com',
              subject,
            })
            .returning()
        )[0],
      );
    }
    const inbox = await t.call({ method: 'GET', url: '/api/admin/inbox?limit=2' });
    expect(inbox.json().data.map((m: { subject: string }) => m.subject)).toEqual([
      'Second',
      'First',
    ]);
    const id = sent[1]?.id;
    const marked = await t.call({
      method: 'PATCH',
      url: `/api/admin/inbox/${id}`,
      body: { handled: true },
    });
    expect(marked.json().data.handled_at).toEqual(expect.any(String));
    const open = await t.call({ method: 'GET', url: '/api/admin/inbox?status=open' });
    expect(open.json().data.map((m: { id: number }) => m.id)).not.toContain(id);
    const done = await t.call({ method: 'GET', url: '/api/admin/inbox?status=done' });
    expect(done.json().data.map((m: { id: number }) => m.id)).toEqual([id]);
  });

  it("lists students' questions by grade and student, and marks them answered", async () => {
    const grade = await createGrade(t.app.db);
    const student = await createStudent(t.app.db, { grade_id: grade.id, first_name: 'Lina' });
    const other = await createStudent(t.app.db);
    const [question] = await t.app.db
      .insert(studentQuestions)
      .values([
        { student_id: student.id, question: 'What comes in the exam?' },
        { student_id: other.id, question: 'Another question' },
      ])
      .returning();
    const byGrade = await t.call({
      method: 'GET',
      url: `/api/admin/student-questions?grade_id=${grade.id}`,
    });
    expect(byGrade.json().data).toEqual([
      expect.objectContaining({
        id: question?.id,
        student: expect.objectContaining({ id: student.id, first_name: 'Lina' }),
        grade: { id: grade.id, name_ar: grade.name_ar, name_en: grade.name_en },
        answered_at: null,
      }),
    ]);
    const byStudent = await t.call({
      method: 'GET',
      url: `/api/admin/student-questions?student_id=${other.id}`,
    });
    expect(byStudent.json().data).toEqual([expect.objectContaining({ grade: null })]);
    const answered = await t.call({
      method: 'PATCH',
      url: `/api/admin/student-questions/${question?.id}`,
      body: { answered: true },
    });
    expect(answered.json()).toMatchObject({ message: 'Marked as answered' });
    const open = await t.call({
      method: 'GET',
      url: `/api/admin/student-questions?status=open&grade_id=${grade.id}`,
    });
    expect(open.json().data).toEqual([]);
  });
});
