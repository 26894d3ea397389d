import { type ClassView, type Language, SCHOOL_TIME_ZONE, translate } from '@madrasa/contracts';
import ExcelJS from 'exceljs';
import { inertText, type SpreadsheetFormat, spreadsheetBytes } from '../../lib/spreadsheet.ts';

type Result = ClassView['results'][number];

const dateFormat = (language: Language) =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-JO-u-nu-latn' : 'en-GB', {
    timeZone: SCHOOL_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** A cell: an exam's score as a number; otherwise the state in words, with when it was done. */
function cellOf(
  result: Result | undefined,
  dueAt: string,
  language: Language,
  when: Intl.DateTimeFormat,
) {
  if (!result) return '';
  if (result.percent !== null) return result.percent;
  const late = result.state === 'done' && result.done_at !== null && result.done_at > dueAt;
  const state = translate(
    language,
    late ? 'classes.state_done_late' : `classes.state_${result.state}`,
  );
  return result.done_at ? `${state} (${when.format(new Date(result.done_at))})` : state;
}

/**
 * The class's results as a gradebook: a row per student, a column per assignment (its
 * title and due date), and a last row of averages; in the reader's language, right to
 * left in Arabic. Names and titles are written as inert text.
 */
export async function buildClassExport(
  view: ClassView,
  format: SpreadsheetFormat,
  language: Language,
): Promise<Buffer> {
  const when = dateFormat(language);
  const t = (key: string, params?: Record<string, string>) => translate(language, key, params);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(inertText(view.class.name).slice(0, 31) || 'class', {
    views: [{ rightToLeft: language === 'ar', state: 'frozen', xSplit: 1, ySplit: 1 }],
  });
  sheet.addRow([
    t('classes.export_student'),
    ...view.assignments.map((assignment) => {
      const title = language === 'ar' ? assignment.item.title_ar : assignment.item.title_en;
      return inertText(
        `${title} (${t('classes.export_due', { date: when.format(new Date(assignment.due_at)) })})`,
      );
    }),
  ]);
  sheet.getRow(1).font = { bold: true };
  const byKey = new Map(view.results.map((r) => [`${r.assignment_id}:${r.student_id}`, r]));
  for (const student of view.students) {
    sheet.addRow([
      inertText(`${student.first_name} ${student.last_name}`),
      ...view.assignments.map((assignment) =>
        cellOf(byKey.get(`${assignment.id}:${student.id}`), assignment.due_at, language, when),
      ),
    ]);
  }
  sheet.addRow([
    t('classes.export_average'),
    ...view.assignments.map((assignment) => assignment.average_percent ?? ''),
  ]).font = { bold: true };
  sheet.columns.forEach((column, index) => {
    column.width = index === 0 ? 28 : 24;
  });
  return spreadsheetBytes(workbook, format);
}
