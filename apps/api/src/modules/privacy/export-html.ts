import {
  isMessageKey,
  type Language,
  type MessageKey,
  type StudentDataExport,
  translate,
} from '@madrasa/contracts';

/** Everything written into the page passes here: the export holds what users typed. */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

type Cell = string | number | boolean | null | undefined;

const STYLE = `
body{font-family:system-ui,"Noto Naskh Arabic","Segoe UI",Tahoma,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#111;line-height:1.5}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:2px solid #0b5d4b;padding-bottom:.25rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0;font-size:.9rem}
th,td{border:1px solid #999;padding:.3rem .5rem;text-align:start;vertical-align:top}
th{background:#eef5f2}
.ltr{direction:ltr;unicode-bidi:isolate}
@media print{body{margin:0;max-width:none}h2{break-after:avoid}tr{break-inside:avoid}}
`;

/**
 * The readable export (docs/decisions.md, "Privacy"): one self-contained HTML page in the
 * reader's language and direction, with no script, no remote resource and every value
 * escaped, laid out to print well.
 */
export function renderExportHtml(data: StudentDataExport, language: Language): string {
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    escapeHtml(translate(language, key, params));
  const locale = language === 'ar' ? 'ar-JO-u-nu-latn' : 'en-GB';
  const date = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(locale, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Asia/Amman',
        }).format(new Date(value))
      : '';
  const yesNo = (value: boolean | null) =>
    value === null ? '' : translate(language, value ? 'privacy.export.yes' : 'privacy.export.no');
  // A stored value with a label of its own (a gender, a semester, a kind of item), or as stored.
  const label = (value: string | null) => {
    const key = `privacy.export.v.${value}`;
    return value !== null && isMessageKey(key) ? translate(language, key) : value;
  };
  const name = (ar: string | null, en: string | null) => (language === 'ar' ? ar || en : en || ar);
  const table = (heads: MessageKey[], rows: Cell[][]) =>
    rows.length === 0
      ? `<p>${t('privacy.export.none')}</p>`
      : `<table><thead><tr>${heads.map((head) => `<th scope="col">${t(head)}</th>`).join('')}</tr></thead><tbody>${rows
          // Each value isolated: a phone number or an e-mail keeps its order in Arabic text.
          .map(
            (row) =>
              `<tr>${row.map((cell) => `<td><bdi>${escapeHtml(cell)}</bdi></td>`).join('')}</tr>`,
          )
          .join('')}</tbody></table>`;
  const section = (key: MessageKey, body: string) => `<section><h2>${t(key)}</h2>${body}</section>`;

  const { student } = data;
  const fullName = `${student.first_name} ${student.last_name}`;
  const fields: Array<[string, Cell]> = [
    ['username', student.username],
    ['first_name', student.first_name],
    ['last_name', student.last_name],
    ['email', student.email],
    ['phone_number', student.phone_number],
    ['gender', label(student.gender)],
    ['age_group', student.age_group],
    ['school_type', label(student.school_type)],
    ['residence', student.residence],
    ['birthday', student.birthday],
    ['grade', student.grade ? name(student.grade.name_ar, student.grade.name_en) : ''],
    ['about_you', student.about_you],
    ['created_at', date(student.created_at)],
  ];
  const profile: Cell[][] = fields.map(([field, value]) => [
    translate(language, `privacy.export.f.${field}`),
    value,
  ]);
  const summary = data.progress_summary.subjects.map((subject) => [
    name(subject.name_ar, subject.name_en),
    label(subject.semester),
    `${subject.lessons.done}/${subject.lessons.total}`,
    `${subject.files.done}/${subject.files.total}`,
    `${subject.exams.taken}/${subject.exams.total}`,
  ]);

  const body = [
    `<h1>${t('privacy.export.title', { name: fullName })}</h1>`,
    `<p>${t('privacy.export.generated', { date: date(data.generated_at) })}</p>`,
    student.deletion_requested_at
      ? `<p><strong>${t('privacy.export.deletion_pending', { date: date(student.deletion_requested_at) })}</strong></p>`
      : '',
    section(
      'privacy.export.profile',
      table(['privacy.export.field', 'privacy.export.value'], profile),
    ),
    section(
      'privacy.export.summary',
      table(
        [
          'privacy.export.subject',
          'privacy.export.semester',
          'privacy.export.lessons_watched',
          'privacy.export.files_opened',
          'privacy.export.exams_taken',
        ],
        summary,
      ) +
        `<p>${t('privacy.export.week', { minutes: Math.round(data.progress_summary.week_seconds / 60) })}</p>`,
    ),
    section(
      'privacy.export.progress',
      table(
        [
          'privacy.export.item',
          'privacy.export.kind',
          'privacy.export.position',
          'privacy.export.completed',
          'privacy.export.last_seen',
        ],
        data.progress.map((row) => [
          name(row.name_ar, row.name_en),
          label(row.item_kind),
          Math.round(row.position_seconds),
          date(row.completed_at),
          date(row.updated_at),
        ]),
      ),
    ),
    section(
      'privacy.export.study_time',
      table(
        ['privacy.export.day', 'privacy.export.minutes'],
        data.study_time.map((row) => [row.day, Math.round(row.seconds / 60)]),
      ),
    ),
    section(
      'privacy.export.attempts',
      data.exam_attempts.length === 0
        ? `<p>${t('privacy.export.none')}</p>`
        : data.exam_attempts
            .map(
              (attempt) =>
                `<h3>${escapeHtml(name(attempt.exam_title_ar, attempt.exam_title_en))}</h3>${table(
                  [
                    'privacy.export.started',
                    'privacy.export.submitted',
                    'privacy.export.score',
                    'privacy.export.passed',
                  ],
                  [
                    [
                      date(attempt.started_at),
                      date(attempt.submitted_at),
                      attempt.percent === null ? '' : `${attempt.percent}%`,
                      yesNo(attempt.passed),
                    ],
                  ],
                )}${table(
                  ['privacy.export.question', 'privacy.export.answer', 'privacy.export.right'],
                  attempt.answers.map((answer) => [
                    name(answer.stem_ar, answer.stem_en),
                    answer.answer === null ? '' : JSON.stringify(answer.answer),
                    yesNo(answer.correct),
                  ]),
                )}`,
            )
            .join(''),
    ),
    section(
      'privacy.export.questions',
      table(
        ['privacy.export.question', 'privacy.export.date'],
        data.questions.map((row) => [row.question, date(row.created_at)]),
      ),
    ),
    section(
      'privacy.export.parents',
      table(
        ['privacy.export.name', 'privacy.export.date'],
        data.parents.map((row) => [`${row.first_name} ${row.last_name}`, date(row.linked_at)]),
      ),
    ),
    section(
      'privacy.export.reviews',
      table(
        [
          'privacy.export.teacher',
          'privacy.export.name',
          'privacy.export.comment',
          'privacy.export.date',
        ],
        data.reviews.map((row) => [
          row.teacher_name,
          row.full_name,
          row.comment,
          date(row.created_at),
        ]),
      ),
    ),
    section(
      'privacy.export.sessions',
      table(
        ['privacy.export.date', 'privacy.export.expires'],
        data.sessions.map((row) => [date(row.created_at), date(row.expires_at)]),
      ),
    ),
    section(
      'privacy.export.notifications',
      table(
        ['privacy.export.kind', 'privacy.export.date', 'privacy.export.read'],
        data.notifications.map((row) => [label(row.kind), date(row.created_at), date(row.read_at)]),
      ),
    ),
    section(
      'privacy.export.classes',
      table(
        ['privacy.export.class', 'privacy.export.teacher', 'privacy.export.joined'],
        data.classes.map((row) => [row.name, row.teacher, date(row.joined_at)]),
      ),
    ),
    section(
      'privacy.export.chat',
      table(
        ['privacy.export.class', 'privacy.export.message', 'privacy.export.date'],
        data.chat_messages.map((row) => [row.class_name, row.body ?? '', date(row.created_at)]),
      ),
    ),
    section(
      'privacy.export.entitlements',
      table(
        ['privacy.export.unlocks', 'privacy.export.starts', 'privacy.export.expires'],
        data.entitlements.map((row) => [
          name(row.title_ar, row.title_en),
          date(row.starts_at),
          date(row.ends_at),
        ]),
      ),
    ),
    section(
      'privacy.export.cards',
      table(
        ['privacy.export.card', 'privacy.export.activated'],
        data.activation_cards.map((row) => [
          translate(language, 'cards.sheet_serial', { serial: row.serial, batch: row.batch_id }),
          date(row.activated_at),
        ]),
      ),
    ),
  ].join('\n');

  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('privacy.export.title', { name: fullName })}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}
