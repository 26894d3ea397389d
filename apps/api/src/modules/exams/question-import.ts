import { Readable } from 'node:stream';
import {
  type Difficulty,
  IMPORT_COLUMNS,
  type ImportRowError,
  type Language,
  MAX_IMPORT_OPTIONS,
  MAX_IMPORT_ROWS,
  type MessageKey,
  normalizeText,
  type QuestionDraft,
  type QuestionKind,
  questionDraftSchema,
  type Semester,
  toLatinDigits,
  translate,
} from '@madrasa/contracts';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/client.ts';
import { examQuestions } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Author, assertSubject, questionValues } from './authoring.ts';

/**
 * Questions imported from the template (CSV or XLSX, read with exceljs): every row is read
 * and checked like a question written on screen; any error stores nothing and comes back
 * with its row and column, in the author's language.
 */

type Scope = { subjectId: number; semester: Semester };

/** Words accepted for a kind and a difficulty, in both languages, compared normalized. */
const KIND_WORDS: Record<QuestionKind, string[]> = {
  single: ['single', 'single choice', 'اختيار من متعدد', 'اختيار واحد'],
  multiple: ['multiple', 'multiple choice', 'اختيارات متعددة', 'اختيار متعدد'],
  true_false: ['true_false', 'true/false', 'true false', 'صح أو خطأ', 'صح او خطا', 'صح/خطأ'],
  numeric: ['numeric', 'number', 'رقمي', 'عددي', 'إجابة عددية'],
};
const DIFFICULTY_WORDS: Record<Difficulty, string[]> = {
  easy: ['easy', 'سهل'],
  medium: ['medium', 'متوسط'],
  hard: ['hard', 'صعب'],
};
const TRUE_WORDS = ['true', 'صح', 'صحيح'];
const FALSE_WORDS = ['false', 'خطأ', 'خطا', 'خاطئ'];

const matches = (words: string[], text: string) =>
  words.some((word) => normalizeText(word) === normalizeText(text.trim()));
const lookup = <K extends string>(table: Record<K, string[]>, text: string): K | undefined =>
  (Object.keys(table) as K[]).find((key) => matches(table[key], text));

/** A number as typed in a sheet: Arabic digits, ٫ or , as the decimal sign. */
const readNumber = (text: string): number | null => {
  const value = Number(toLatinDigits(text.trim()).replace(/[٫,]/, '.'));
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
};

/** Which template column an error of the draft's field is reported under. */
const COLUMN_OF: Record<string, string> = {
  kind: 'kind',
  difficulty: 'difficulty',
  stem: 'stem_ar',
  options: 'option_1_ar',
  correct_options: 'correct',
  numeric_answer: 'correct',
  numeric_tolerance: 'tolerance',
  explanation: 'explanation_ar',
  marks: 'marks',
};

type Cells = Record<string, string>;
type RowResult = { draft: QuestionDraft } | { errors: Array<[column: string, key: MessageKey]> };

/** One row of the sheet as a question draft, or its errors (catalogue keys per column). */
export function readRow(cells: Cells, scope: Scope): RowResult {
  const cell = (column: string) => cells[column]?.trim() ?? '';
  const errors: Array<[string, MessageKey]> = [];
  const kind = lookup(KIND_WORDS, cell('kind'));
  if (!kind) errors.push(['kind', 'exams.kind_invalid']);
  const difficulty =
    cell('difficulty') === '' ? 'medium' : lookup(DIFFICULTY_WORDS, cell('difficulty'));
  if (!difficulty) errors.push(['difficulty', 'exams.difficulty_invalid']);
  const marks = cell('marks') === '' ? 1 : readNumber(cell('marks'));
  if (marks === null) errors.push(['marks', 'exams.marks_invalid']);

  const options = Array.from({ length: MAX_IMPORT_OPTIONS }, (_, index) => ({
    ar: cell(`option_${index + 1}_ar`),
    en: cell(`option_${index + 1}_en`),
  })).filter((option) => option.ar !== '' || option.en !== '');
  const correct = cell('correct');
  let correctOptions: number[] = [];
  let numericAnswer: number | null = null;
  if (kind === 'numeric') {
    numericAnswer = readNumber(correct);
  } else if (kind === 'true_false') {
    correctOptions = matches(TRUE_WORDS, correct) ? [0] : matches(FALSE_WORDS, correct) ? [1] : [];
  } else if (kind) {
    // "2" or "1, 3" (Arabic digits and the Arabic comma too), counted from 1 as on the sheet.
    const numbers = toLatinDigits(correct)
      .split(/[,،;\s]+/)
      .filter(Boolean)
      .map(Number);
    const fits = numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= MAX_IMPORT_OPTIONS);
    correctOptions = fits ? numbers.map((n) => n - 1) : [];
  }
  if (kind === 'numeric' && numericAnswer === null)
    errors.push(['correct', 'exams.numeric_required']);
  if (kind !== 'numeric' && kind && correctOptions.length === 0) {
    errors.push(['correct', 'exams.correct_invalid']);
  }
  if (errors.length > 0 || !kind || !difficulty || marks === null) return { errors };

  const parsed = questionDraftSchema.safeParse({
    subject_id: scope.subjectId,
    semester: scope.semester,
    kind,
    difficulty,
    stem: { ar: cell('stem_ar'), en: cell('stem_en') },
    options: kind === 'true_false' ? [] : options,
    correct_options: correctOptions,
    numeric_answer: numericAnswer,
    numeric_tolerance: readNumber(cell('tolerance')) ?? 0,
    explanation: { ar: cell('explanation_ar'), en: cell('explanation_en') },
    marks,
  });
  if (parsed.success) return { draft: parsed.data };
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const column = COLUMN_OF[String(issue.path[0])] ?? 'kind';
    if (seen.has(column)) continue;
    seen.add(column);
    errors.push([column, issue.message as MessageKey]);
  }
  return { errors };
}

/** XLSX files are ZIP archives; CSV must be UTF-8 text (a BOM is fine). */
export function fileFormat(bytes: Buffer): 'xlsx' | 'csv' | null {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'csv';
  } catch {
    return null;
  }
}

/** The first sheet's rows as text cells (rich text, numbers and formulas read as shown). */
async function readSheet(bytes: Buffer, format: 'xlsx' | 'csv'): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  const sheet =
    format === 'xlsx'
      ? (await workbook.xlsx.load(bytes as unknown as ArrayBuffer)).worksheets[0]
      : await workbook.csv.read(Readable.from([bytes.toString('utf8').replace(/^\uFEFF/, '')]));
  const rows: string[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.text ?? '';
    });
    rows[number - 1] = Array.from(cells, (value) => value ?? '');
  });
  return Array.from(rows, (row) => row ?? []);
}

type ImportResult = { created: number } | { rows: ImportRowError[] };

/**
 * Reads a file and stores all its questions in one transaction, or none: the rows' errors
 * come back translated. A file that is not a template at all is refused with an AppError.
 */
export async function importQuestions(
  db: Database,
  {
    bytes,
    scope,
    author,
    language,
  }: { bytes: Buffer; scope: Scope; author: Author; language: Language },
): Promise<ImportResult> {
  const format = fileFormat(bytes);
  if (!format) throw new AppError(415, 'unsupported_media_type', 'exams.import_type');
  await assertSubject(db, scope.subjectId, scope.semester);
  const sheet = await readSheet(bytes, format).catch(() => {
    throw new AppError(415, 'unsupported_media_type', 'exams.import_type');
  });
  const header = (sheet[0] ?? []).map((name) => name.trim().toLowerCase());
  const missing = ['kind', 'stem_ar', 'stem_en', 'correct'].find((name) => !header.includes(name));
  if (missing) throw new AppError(422, 'validation_failed', 'exams.import_header', { missing });

  const body = sheet
    .map((cells, index) => ({ number: index + 1, cells }))
    .slice(1)
    .filter(({ cells }) => cells.some((value) => value.trim() !== ''));
  if (body.length === 0) throw new AppError(422, 'validation_failed', 'exams.import_empty');
  if (body.length > MAX_IMPORT_ROWS) {
    throw new AppError(422, 'validation_failed', 'exams.import_too_many', { max: MAX_IMPORT_ROWS });
  }

  const drafts: QuestionDraft[] = [];
  const rows: ImportRowError[] = [];
  for (const { number, cells } of body) {
    const named = Object.fromEntries(
      header
        .map((name, index) => [name, cells[index] ?? ''])
        .filter(([name]) => IMPORT_COLUMNS.includes(name as never)),
    );
    const result = readRow(named, scope);
    if ('draft' in result) drafts.push(result.draft);
    else {
      for (const [column, key] of result.errors) {
        rows.push({ row: number, column, message: translate(language, key) });
      }
    }
  }
  if (rows.length > 0) return { rows };
  const teacherId = author.role === 'teacher' ? author.teacherId : null;
  await db.transaction(async (tx) => {
    await tx
      .insert(examQuestions)
      .values(drafts.map((draft) => ({ ...questionValues(draft), teacher_id: teacherId })));
  });
  return { created: drafts.length };
}
