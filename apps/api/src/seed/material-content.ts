import type { Semester, StudyPhase } from '@madrasa/contracts';
import type { Bilingual, SubjectData, UnitData } from './data/types.ts';
import type { PdfContent } from './make-pdf.ts';

export const MATERIAL_KINDS = ['worksheet', 'summary', 'exam', 'guide'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

const SEMESTER_NAME: Record<Semester, Bilingual> = {
  first: ['الأول', 'First'],
  second: ['الثاني', 'Second'],
};
const STAGE_NAME: Record<StudyPhase, string> = {
  primary: 'Primary Stage',
  middle: 'Middle Stage',
  secondary: 'Secondary Stage',
};

type Material = { subject: SubjectData; semester: Semester; units: readonly UnitData[] };

const firstUnit = (units: readonly UnitData[]) => units[0] as UnitData;
const lastUnit = (units: readonly UnitData[]) => units[units.length - 1] as UnitData;

/** The row's Arabic and English names, as the material lists show them. */
export function materialName(
  kind: MaterialKind,
  { subject, semester, units }: Material,
): Bilingual {
  const [semesterAr, semesterEn] = SEMESTER_NAME[semester];
  switch (kind) {
    case 'worksheet':
      return [`ورقة عمل: ${firstUnit(units).name[0]}`, `Worksheet: ${firstUnit(units).name[1]}`];
    case 'summary':
      return [`ملخص وحدة ${lastUnit(units).name[0]}`, `Unit Summary: ${lastUnit(units).name[1]}`];
    case 'exam':
      return [`امتحان نهاية الفصل الدراسي ${semesterAr}`, `End of ${semesterEn} Semester Exam`];
    case 'guide':
      return [`دليل المعلم: ${subject.name[0]}`, `Teacher's Guide: ${subject.name[1]}`];
  }
}

/** The English body of the demo PDF (the standard PDF fonts cannot show Arabic). */
export function materialPdf({
  kind,
  phase,
  material,
}: {
  kind: MaterialKind;
  phase: StudyPhase;
  material: Material;
}): PdfContent {
  const { subject, semester, units } = material;
  const title = materialName(kind, material)[1];
  const subtitle = `${subject.name[1]} - ${STAGE_NAME[phase]} - ${SEMESTER_NAME[semester][1]} Semester`;
  const lessons = units.flatMap((unit) => unit.lessons);
  switch (kind) {
    case 'worksheet': {
      const unit = firstUnit(units);
      return {
        title,
        subtitle,
        lines: [
          'Name: ______________________   Class: ________   Date: ____________',
          'Answer the following questions in your notebook.',
          ...unit.lessons.map(
            (lesson, i) =>
              `${i + 1}. Explain the main idea of the lesson "${lesson[1]}" in three sentences.`,
          ),
          `${unit.lessons.length + 1}. Give two examples from daily life related to "${unit.name[1]}".`,
        ],
      };
    }
    case 'summary':
      return {
        title,
        subtitle,
        lines: lastUnit(units).lessons.map(
          (lesson) =>
            `- ${lesson[1]}: the key ideas, the definitions to remember and one solved example.`,
        ),
      };
    case 'exam':
      return {
        title,
        subtitle,
        lines: [
          'Time: 60 minutes          Total marks: 40',
          'Answer all the questions. Write clearly and show your working.',
          ...lessons
            .slice(0, 6)
            .map((lesson, i) => `Question ${i + 1} (${i < 4 ? 5 : 10} marks): ${lesson[1]}.`),
        ],
      };
    case 'guide':
      return {
        title,
        subtitle,
        lines: units.map(
          (unit, i) =>
            `Unit ${i + 1}: ${unit.name[1]}. Lessons: ${unit.lessons.map((lesson) => lesson[1]).join('; ')}. Suggested time: ${unit.lessons.length * 2} class periods, with a short quiz at the end of the unit.`,
        ),
      };
  }
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The download name, e.g. `worksheet-mathematics-grade7-first.pdf`. */
export const materialFileName = ({
  kind,
  subject,
  gradeKey,
  semester,
}: {
  kind: MaterialKind;
  subject: SubjectData;
  gradeKey: string;
  semester: Semester;
}) => `${kind}-${slug(subject.name[1])}-${gradeKey}-${semester}.pdf`;
