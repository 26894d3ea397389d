import { type SQL, sql } from 'drizzle-orm';

/**
 * An item's name in both languages, read from its own table by kind (progress rows and
 * assignments point at items of several tables). `kind` and `id` are the columns that
 * name the item; kinds compare as text, so any enum of kinds fits. A teacher's upload has
 * one name, given in both languages; a removed item has none (null).
 */
export function itemNames(kind: SQL, id: SQL) {
  const of = (value: string) => sql`${kind}::text = ${value}`;
  return {
    columns: sql`
      coalesce(i_l.name_ar, i_w.name_ar, i_e.name_ar, i_s.name_ar, i_g.name_ar, i_f.file_name,
        i_v.lesson_title, i_x.lesson_name_ar, i_c.title_ar) AS name_ar,
      coalesce(i_l.name_en, i_w.name_en, i_e.name_en, i_s.name_en, i_g.name_en, i_f.file_name,
        i_v.lesson_title, i_x.lesson_name_en, i_c.title_en) AS name_en`,
    joins: sql`
      LEFT JOIN lessons i_l ON ${of('lesson')} AND i_l.id = ${id}
      LEFT JOIN worksheets i_w ON ${of('worksheet')} AND i_w.id = ${id}
      LEFT JOIN exams i_e ON ${of('exam')} AND i_e.id = ${id}
      LEFT JOIN summaries i_s ON ${of('summary')} AND i_s.id = ${id}
      LEFT JOIN teacher_guides i_g ON ${of('teacher_guide')} AND i_g.id = ${id}
      LEFT JOIN teacher_files i_f ON ${of('teacher_file')} AND i_f.id = ${id}
      LEFT JOIN teacher_video_lessons i_v ON ${of('teacher_video')} AND i_v.id = ${id}
      LEFT JOIN teacher_paper_exams i_x ON ${of('teacher_paper_exam')} AND i_x.id = ${id}
      LEFT JOIN computer_exams i_c ON ${of('computer_exam')} AND i_c.id = ${id}`,
  };
}
