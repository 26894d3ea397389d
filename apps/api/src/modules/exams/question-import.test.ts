import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubject } from '../../test-support/factories.ts';
import {
  type AdminTestKit,
  SAMPLE_FILES,
  startAdminTestKit,
} from '../../test-support/kits/admin-test-kit.ts';
import { fileFormat, readRow } from './question-import.ts';

const scope = { subjectId: 1, semester: 'first' as const };
const HEADER =
  'kind,difficulty,stem_ar,stem_en,option_1_ar,option_1_en,option_2_ar,option_2_en,option_3_ar,option_3_en,correct,tolerance,explanation_ar,explanation_en,marks';

describe('reading a row of the import template', () => {
  it('reads Arabic words, Arabic digits and the Arabic comma', () => {
    const multiple = readRow(
      {
        kind: 'اختيارات متعددة',
        difficulty: 'صعب',
        stem_ar: 'أيّها أولي؟',
        option_1_ar: '٢',
        option_2_ar: '٤',
        option_3_ar: '٧',
        correct: '١، ٣',
        marks: '٢',
      },
      scope,
    );
    expect(multiple).toMatchObject({
      draft: { kind: 'multiple', difficulty: 'hard', correct_options: [0, 2], marks: 2 },
    });
    const numeric = readRow(
      { kind: 'رقمي', stem_en: 'g?', correct: '٩٫٨', tolerance: '0,1' },
      scope,
    );
    expect(numeric).toMatchObject({
      draft: {
        kind: 'numeric',
        numeric_answer: 9.8,
        numeric_tolerance: 0.1,
        difficulty: 'medium',
        marks: 1,
      },
    });
    const trueFalse = readRow({ kind: 'صح او خطا', stem_ar: 'الصفر زوجي.', correct: 'خطأ' }, scope);
    expect(trueFalse).toMatchObject({ draft: { kind: 'true_false', correct_options: [1] } });
  });

  it('names each bad cell with its catalogue key', () => {
    expect(readRow({ kind: 'essay', stem_ar: 'x', correct: '1' }, scope)).toEqual({
      errors: [['kind', 'exams.kind_invalid']],
    });
    expect(
      readRow(
        { kind: 'single', stem_ar: 'x', option_1_ar: 'a', option_2_ar: 'b', correct: '5' },
        scope,
      ),
    ).toEqual({
      errors: [['correct', 'exams.correct_invalid']],
    });
    expect(
      readRow({ kind: 'single', option_1_ar: 'a', option_2_ar: 'b', correct: '1' }, scope),
    ).toEqual({
      errors: [['stem_ar', 'exams.stem_required']],
    });
  });

  it('knows a spreadsheet and UTF-8 text by their bytes', () => {
    expect(fileFormat(Buffer.from('PK\x03\x04rest', 'latin1'))).toBe('xlsx');
    expect(fileFormat(Buffer.from(`\uFEFF${HEADER}\n`))).toBe('csv');
    expect(fileFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]))).toBeNull();
  });
});

describe('POST /api/{admin,teacher}/exam-questions/import', () => {
  let t: AdminTestKit;
  let subjectId: number;
  beforeAll(async () => {
    t = await startAdminTestKit();
    subjectId = (await createSubject(t.app.db, { semester: 'first' })).id;
  });
  afterAll(() => t?.close());

  const upload = (
    file: Blob,
    name: string,
    options: { token?: string | null; language?: 'ar' | 'en' } = {},
  ) => {
    const form = new FormData();
    form.append('subject_id', String(subjectId));
    form.append('semester', 'first');
    form.append('file', new File([file], name));
    const role = options.token === t.tokens.teacher ? 'teacher' : 'admin';
    return t.call({ method: 'POST', url: `/api/${role}/exam-questions/import`, form, ...options });
  };
  const bank = async (role: 'admin' | 'teacher' = 'admin', token?: string) =>
    (
      await t.call({
        method: 'GET',
        url: `/api/${role}/exam-questions?subject_id=${subjectId}&semester=first`,
        ...(token ? { token } : {}),
      })
    ).json().data as Array<{ stem: { ar: string; en: string }; kind: string }>;

  const goodCsv = `\uFEFF${HEADER}\nاختيار من متعدد,سهل,ما ناتج \\(3 \\times 4\\)؟,,7,,12,,,,2,,,,1\nnumeric,,,Speed of sound (m/s)?,,,,,,,343,5,,,2\n`;
  const badCsv = `${HEADER}\nsingle,easy,سؤال صحيح,,أ,,ب,,,,1,,,,1\nsingle,easy,سؤال بلا إجابة,,أ,,ب,,,,,,,,1\n`;

  it('stores nothing from a file with a bad row, and names the row and column in the author’s language', async () => {
    const before = await bank();
    const refused = await upload(new Blob([badCsv]), 'questions.csv', { language: 'ar' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: 'لم يُستورد شيء: صحّح الصفوف المذكورة وارفع الملف من جديد.',
      rows: [{ row: 3, column: 'correct', message: 'حدّد الإجابة الصحيحة من بين الخيارات' }],
    });
    const english = await upload(new Blob([badCsv]), 'questions.csv');
    expect(english.json().rows).toEqual([
      { row: 3, column: 'correct', message: 'Mark the right answer among the options' },
    ]);
    expect(await bank()).toEqual(before);
  });

  it('imports every row of a good CSV', async () => {
    const response = await upload(new Blob([goodCsv]), 'questions.csv');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: '2 questions imported.',
      data: { created: 2 },
    });
    const stems = (await bank()).map((question) => question.stem);
    expect(stems).toContainEqual({ ar: 'ما ناتج \\(3 \\times 4\\)؟', en: '' });
    expect(stems).toContainEqual({ ar: '', en: 'Speed of sound (m/s)?' });
  });

  it('imports an XLSX file, and the downloadable template imports as it is', async () => {
    const template = await t.call({ method: 'GET', url: '/api/admin/exam-questions/template' });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('spreadsheetml');
    expect(template.headers['content-disposition']).toContain('madrasa-questions-template.xlsx');
    const response = await upload(new Blob([template.rawPayload]), 'template.xlsx');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.created).toBe(4);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('questions');
    sheet.addRow(HEADER.split(','));
    sheet.addRow([
      'صح أو خطأ',
      '',
      'الأرض كروية.',
      'The Earth is round.',
      '',
      '',
      '',
      '',
      '',
      '',
      'صح',
    ]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const own = await upload(new Blob([xlsx]), 'mine.xlsx');
    expect(own.statusCode).toBe(201);

    const csvTemplate = await t.call({
      method: 'GET',
      url: '/api/admin/exam-questions/template?format=csv',
    });
    expect(csvTemplate.headers['content-type']).toContain('text/csv');
    expect(csvTemplate.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect((await upload(new Blob([csvTemplate.rawPayload]), 't.csv')).statusCode).toBe(201);
  });

  it('keeps a teacher’s imported questions theirs', async () => {
    const response = await upload(new Blob([goodCsv]), 'questions.csv', {
      token: t.tokens.teacher,
    });
    expect(response.statusCode).toBe(201);
    expect(await bank('teacher', t.tokens.teacher)).toHaveLength(2);
  });

  it('refuses the wrong caller, a file that is no spreadsheet, and a missing file', async () => {
    expect((await upload(new Blob([goodCsv]), 'q.csv', { token: null })).statusCode).toBe(401);
    expect(
      (await upload(new Blob([goodCsv]), 'q.csv', { token: t.tokens.student })).statusCode,
    ).toBe(403);
    const png = await upload(SAMPLE_FILES.png(), 'questions.csv');
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toBe('Upload the template as a CSV or Excel (.xlsx) file.');
    const header = await upload(new Blob(['a,b,c\n1,2,3\n']), 'q.csv');
    expect(header.statusCode).toBe(422);
    expect(header.json().message).toContain('kind');
    const form = new FormData();
    form.append('subject_id', String(subjectId));
    form.append('semester', 'first');
    const missing = await t.call({ method: 'POST', url: '/api/admin/exam-questions/import', form });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ file: ['Choose a CSV or Excel file.'] });
  });
});
