import { IMPORT_COLUMNS } from '@madrasa/contracts';
import ExcelJS from 'exceljs';
import { type SpreadsheetFormat, spreadsheetBytes } from '../../lib/spreadsheet.ts';

/**
 * The import template, as XLSX (a questions sheet and an instructions sheet in both
 * languages) or CSV (UTF-8 with a BOM, so Excel shows Arabic right). Its examples import
 * as they are.
 */
const EXAMPLES: Array<Partial<Record<(typeof IMPORT_COLUMNS)[number], string | number>>> = [
  {
    kind: 'اختيار من متعدد',
    difficulty: 'سهل',
    stem_ar: 'ما ناتج \\(3 \\times 4\\)؟',
    stem_en: 'What is \\(3 \\times 4\\)?',
    option_1_ar: '7',
    option_1_en: '7',
    option_2_ar: '12',
    option_2_en: '12',
    option_3_ar: '34',
    option_3_en: '34',
    correct: 2,
    explanation_ar: 'جدول الضرب: ثلاث مرات أربعة.',
    explanation_en: 'Three fours make twelve.',
    marks: 1,
  },
  {
    kind: 'multiple',
    difficulty: 'medium',
    stem_ar: 'أيّ الأعداد الآتية أولية؟',
    stem_en: 'Which of these numbers are prime?',
    option_1_ar: '2',
    option_2_ar: '4',
    option_3_ar: '7',
    correct: '1, 3',
    marks: 2,
  },
  {
    kind: 'numeric',
    difficulty: 'hard',
    stem_ar: 'تسارع الجاذبية الأرضية بوحدة \\(m/s^2\\)؟',
    stem_en: 'Acceleration due to gravity in \\(m/s^2\\)?',
    correct: 9.8,
    tolerance: 0.1,
    marks: 1,
  },
  { kind: 'صح أو خطأ', stem_ar: 'الصفر عدد زوجي.', stem_en: 'Zero is even.', correct: 'صح' },
];

const INSTRUCTIONS = [
  ['Column', 'What to write', 'العمود', 'ماذا تكتب'],
  [
    'kind',
    'single, multiple, true_false or numeric',
    'النوع',
    'اختيار من متعدد، اختيارات متعددة، صح أو خطأ، رقمي',
  ],
  [
    'difficulty',
    'easy, medium or hard (empty: medium)',
    'الصعوبة',
    'سهل، متوسط، صعب (فارغ: متوسط)',
  ],
  [
    'stem_ar / stem_en',
    'The question; one language may stay empty. Math as LaTeX between \\( and \\).',
    'نص السؤال',
    'يجوز ترك إحدى اللغتين فارغة. الرياضيات بصيغة LaTeX بين \\( و\\).',
  ],
  [
    'option_1_ar … option_6_en',
    'Choices for single and multiple choice (2 to 6).',
    'الخيارات',
    'خيارات أسئلة الاختيار (من 2 إلى 6).',
  ],
  [
    'correct',
    'Option number(s) such as 2 or 1, 3; true or false; or the number for numeric.',
    'الإجابة الصحيحة',
    'رقم الخيار أو أرقامه مثل 2 أو 1، 3؛ صح أو خطأ؛ أو العدد للسؤال العددي.',
  ],
  [
    'tolerance',
    'Numeric only: the accepted difference (empty: 0).',
    'الفرق المقبول',
    'للسؤال العددي: الفرق المقبول (فارغ: 0).',
  ],
  [
    'explanation_ar / explanation_en',
    'Shown after the answer (optional).',
    'الشرح',
    'يظهر بعد الإجابة (اختياري).',
  ],
  [
    'marks',
    'A whole number from 1 to 100 (empty: 1).',
    'العلامة',
    'عدد صحيح من 1 إلى 100 (فارغ: 1).',
  ],
];

const exampleRow = (example: (typeof EXAMPLES)[number]) =>
  IMPORT_COLUMNS.map((column) => example[column] ?? '');

export async function buildTemplate(format: SpreadsheetFormat): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const questions = workbook.addWorksheet('questions');
  questions.addRow([...IMPORT_COLUMNS]);
  questions.getRow(1).font = { bold: true };
  for (const example of EXAMPLES) questions.addRow(exampleRow(example));
  questions.columns.forEach((column) => {
    column.width = 18;
  });
  if (format === 'csv') return spreadsheetBytes(workbook, 'csv');
  const instructions = workbook.addWorksheet('instructions');
  for (const row of INSTRUCTIONS) instructions.addRow(row);
  instructions.getRow(1).font = { bold: true };
  instructions.columns.forEach((column) => {
    column.width = 40;
  });
  return spreadsheetBytes(workbook, 'xlsx');
}
