/** Seeded demo data found through the public API, as the journeys need it. */
import { type APIRequestContext, expect } from '@playwright/test';

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

export type Seeded = { gradeId: number; subjectId: number };

/** Seeded ids differ between databases, so they are looked up through the API. */
export async function seededMaths(request: APIRequestContext): Promise<Seeded> {
  const grades = (await (await request.get('/api/grades')).json()).data as {
    id: number;
    grade_key: string;
  }[];
  const gradeId = grades.find((grade) => grade.grade_key === 'grade7')?.id ?? 0;
  const subjects = (
    await (await request.get(`/api/subjects?grade_id=${gradeId}&semester=first`)).json()
  ).data as { id: number; name_en: string }[];
  const subjectId = subjects.find((subject) => subject.name_en === 'Mathematics')?.id ?? 0;
  return { gradeId, subjectId };
}

export type ReadyLesson = {
  id: number;
  stream: { state: string; rungs: number[]; mp4: string | null };
};

/**
 * The seed's clips are made into ladders by the server's job queue as it starts; a journey
 * that needs one waits for it through the API, as a student would wait for "Ready".
 */
export async function readyLesson(request: APIRequestContext, subjectId: number) {
  let lesson: ReadyLesson | undefined;
  await expect
    .poll(
      async () => {
        const body = await (
          await request.get(`/api/lessons?subject_id=${subjectId}&semester=first`)
        ).json();
        lesson = body.data[0];
        return lesson?.stream.state;
      },
      { timeout: 90_000 },
    )
    .toBe('ready');
  return lesson as ReadyLesson;
}
