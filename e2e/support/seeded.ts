/** Seeded demo data found through the public API, as the journeys need it. */
import type { APIRequestContext } from '@playwright/test';

export type SeededExam = {
  id: number;
  subject_id: number;
  title: { ar: string; en: string };
  teacher: { id: number; name: string } | null;
};

/** The published first-semester computer-based exams of grade 10, subject by subject. */
export async function gradeTenExams(request: APIRequestContext): Promise<SeededExam[]> {
  const grades = (await (await request.get('/api/grades')).json()).data as {
    id: number;
    grade_key: string;
  }[];
  const grade = grades.find((row) => row.grade_key === 'grade10');
  const subjects = (
    await (await request.get(`/api/subjects?grade_id=${grade?.id}&semester=first`)).json()
  ).data as { id: number }[];
  const exams: SeededExam[] = [];
  for (const subject of subjects) {
    const reply = await request.get(`/api/computer-exams?subject_id=${subject.id}&semester=first`);
    exams.push(...((await reply.json()).data as SeededExam[]));
  }
  return exams;
}

/** A seeded grade-10, first-semester computer-based exam, found by its English title. */
export async function examTitled(request: APIRequestContext, title: string): Promise<SeededExam> {
  const found = (await gradeTenExams(request)).find((exam) => exam.title.en === title);
  if (!found) throw new Error(`no exam ${title}`);
  return found;
}

/** The seeded teacher's id, found by name through the public directory. */
export async function teacherIdOf(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(`/api/teachers?name=${encodeURIComponent(name)}`);
  const [teacher] = (await response.json()).data as { id: number }[];
  if (!teacher) throw new Error(`no teacher ${name}`);
  return teacher.id;
}
