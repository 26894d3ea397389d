#!/usr/bin/env node
// Grows a seeded Madrasa database for the growth benchmark: at --scale 100 (the default)
// 10,000 teachers, 200,000 reviews (4 in 5 published), 100,000 materials (20,000 each of
// lessons, worksheets, exams, summaries and teacher's guides, spread over every subject
// and both semesters), 10,000 students and 300 blog posts; the generated PDFs carry extracted text. Rows are made by the database
// itself (INSERT … SELECT generate_series), so PGlite and PostgreSQL take seconds, not
// minutes. Generated accounts reuse the demo password hash, so they can sign in, and carry
// their phones as stored (E.164), as canonical-phones would leave them.
// Run it on a database the server has migrated and seeded, with the server stopped when
// it is PGlite (one process owns its data dir).
// Usage: node bench/generate-data.mjs (--data-dir DIR | --pg postgres://…) [--scale 100]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { assertNotInUse } from './lib.mjs';

const FIRST_NAMES = `ARRAY['Omar','Lina','Yousef','Rania','Khaled','Dana','Sami','Huda','Faris','Noor',
  'Tareq','Maha','Zaid','Aseel','Hamza','Reem','Bilal','Salma','Ammar','Ruba']`;

/** The statements that add `scale`% of the brief's figures (100 → 100×). */
function statements(scale) {
  const n = (count) => Math.max(1, Math.round((count * scale) / 100));
  const material = (table, label, extra = ['pdf_file', 'original_name', 'file_size']) => {
    const values =
      table === 'lessons'
        ? `v.key, v.size`
        : `'bench/${table}/' || g || '.pdf', '${table}-' || g || '.pdf', 48213`;
    return `INSERT INTO ${table} (subject_id, semester, name_ar, name_en, ${extra.join(', ')})
      SELECT s.ids[1 + g % s.n], (ARRAY['first','second'])[1 + (g / s.n) % 2]::semester,
        '${label.ar} ' || g, '${label.en} ' || g, ${values}
      FROM generate_series(1, ${n(20_000)}) g,
        (SELECT array_agg(id ORDER BY id) ids, count(*)::int n FROM subjects) s,
        (SELECT video_mp4 key, video_size size FROM lessons ORDER BY id LIMIT 1) v`;
  };
  return [
    `INSERT INTO teachers (first_name, last_name, phone_number, email, gender, age_group_taught,
        teaching_level, years_of_experience, subject, password_hash, verified_at, about_you)
      SELECT (${FIRST_NAMES})[1 + g % 20], 'Bench' || g, '+962775' || lpad(g::text, 6, '0'),
        'bench.teacher' || g || '@example.com', (ARRAY['male','female'])[1 + g % 2]::gender,
        (ARRAY['Primary','Middle School','High School'])[1 + g % 3]::teaching_level,
        (ARRAY['Primary','Middle School','High School'])[1 + g % 3]::teaching_level,
        g % 30, s.subjects[1 + g % s.n], h.hash, now() - interval '1 day',
        'A generated teacher of the growth benchmark.'
      FROM generate_series(1, ${n(10_000)}) g,
        (SELECT array_agg(DISTINCT subject) subjects, count(DISTINCT subject)::int n FROM teachers) s,
        (SELECT password_hash hash FROM teachers ORDER BY id LIMIT 1) h`,
    `INSERT INTO teacher_evaluations (teacher_id, full_name, email, comment,
        permissions_to_publish, created_at)
      SELECT t.ids[1 + g % t.n], 'Reviewer ' || g, 'reviewer' || g || '@bench.example.com',
        'A generated review: clear explanations and patient answers, lesson ' || g || '.',
        (CASE WHEN g % 5 = 0 THEN 'not_Allowed' ELSE 'Allowed' END)::review_permission,
        now() - g * interval '1 minute'
      FROM generate_series(1, ${n(200_000)}) g,
        (SELECT array_agg(id ORDER BY id) ids, count(*)::int n FROM teachers) t`,
    material('lessons', { ar: 'درس', en: 'Lesson' }, ['video_mp4', 'video_size']),
    material('worksheets', { ar: 'ورقة عمل', en: 'Worksheet' }),
    material('exams', { ar: 'امتحان', en: 'Exam' }),
    material('summaries', { ar: 'ملخص', en: 'Summary' }),
    material('teacher_guides', { ar: 'دليل المعلم', en: "Teacher''s guide" }),
    `INSERT INTO students (first_name, last_name, phone_number, email, gender, age_group,
        school_type, residence, password_hash, verified_at)
      SELECT (${FIRST_NAMES})[1 + g % 20], 'Student' || g, '+962776' || lpad(g::text, 6, '0'),
        'bench.student' || g || '@example.com', (ARRAY['male','female'])[1 + g % 2]::gender,
        '15-18', 'governmental', 'Amman', h.hash, now()
      FROM generate_series(1, ${n(10_000)}) g,
        (SELECT password_hash hash FROM students ORDER BY id LIMIT 1) h`,
    `INSERT INTO blogs (title_ar, title_en, topic_ar, topic_en, content_ar, content_en, created_at)
      SELECT 'مقال ' || g, 'Article ' || g, 'دراسة', 'Study', 'نص المقال ' || g,
        'The text of article ' || g || '.', now() - g * interval '1 hour'
      FROM generate_series(1, ${n(300)}) g`,
    // The generated PDFs are not on disk: their text is given as already extracted (a few
    // curriculum words each), as a grown catalogue's would be once its jobs ran, so search
    // is measured over PDF text and not beside a backlog of 80,000 extraction jobs.
    `INSERT INTO pdf_texts (storage_key, text, extracted_at)
      SELECT t.name || '/' || g || '.pdf',
        'تمارين وحلول ' || v.w[1 + g % v.n] || ' ' || v.w[1 + (g / 7) % v.n] || ' '
          || v.w[1 + (g / 49) % v.n] || ' exercises and answers, unit ' || (1 + g % 8),
        now()
      FROM generate_series(1, ${n(20_000)}) g,
        unnest(ARRAY['bench/worksheets','bench/exams','bench/summaries','bench/teacher_guides']) t(name),
        (SELECT ARRAY['الكسور','المعادلات','الطاقة','الحركة','القوة','الخلية','النبات','القواعد',
          'القراءة','الإملاء','التاريخ','الجغرافيا','الاشتقاق','التكامل','الاحتمالات','الهندسة',
          'energy','motion','cells','equations','fractions','grammar','reading','geometry'] w,
          24 n) v
      ON CONFLICT DO NOTHING`,
    // Fresh statistics, as autovacuum would soon give PostgreSQL (PGlite has none).
    'ANALYZE',
  ];
}

/** Adds the rows through `run(sql)`; returns the seconds it took. */
export async function generateData(run, { scale = 100, log = console.log } = {}) {
  const started = performance.now();
  for (const statement of statements(scale)) {
    const t = performance.now();
    await run(statement);
    const what = statement.match(/INSERT INTO (\w+)/)?.[1] ?? statement;
    log(`  ${what.padEnd(22)} ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  return (performance.now() - started) / 1000;
}

/** Opens the PGlite cluster of a server data dir, or a PostgreSQL database, and grows it. */
export async function growDatabase({ dataDir, pgUrl, scale }) {
  if (pgUrl) {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      return await generateData((sql) => client.query(sql), { scale });
    } finally {
      await client.end();
    }
  }
  await assertNotInUse(dataDir);
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: join(dataDir, 'db'), extensions: { pg_trgm } });
  try {
    return await generateData((sql) => db.exec(sql), { scale });
  } finally {
    await db.close();
  }
}

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      pg: { type: 'string' },
      scale: { type: 'string', default: '100' },
    },
  });
  if (!values['data-dir'] && !values.pg) {
    console.error('Usage: node bench/generate-data.mjs (--data-dir DIR | --pg URL) [--scale 100]');
    process.exit(2);
  }
  const seconds = await growDatabase({
    dataDir: values['data-dir'],
    pgUrl: values.pg,
    scale: Number(values.scale),
  });
  console.log(`Generated in ${seconds.toFixed(1)} s`);
}
