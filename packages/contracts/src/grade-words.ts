import { queryTerms } from './search-text.ts';

/**
 * A grade as people write it in a search (issue 37): "الصف العاشر", "الصف ١٠", "عاشر",
 * "Grade 10", "10th grade", "Tenth Grade", "توجيهي" (grade 12). Read from the query's words
 * in searched form (queryTerms: no article, alef forms folded, Latin digits, lower case).
 */

/** Words for 1 to 12, each worth its place in its list. */
const numbered = (words: readonly string[]): Record<string, number> =>
  Object.fromEntries(words.map((word, index) => [word, index + 1]));
const ARABIC_ORDINALS = 'اول ثاني ثالث رابع خامس سادس سابع ثامن تاسع عاشر'.split(' ');
/** Ordinals in searched form: Arabic, masculine and feminine (الأولى: اولي, الثانية: ثانيه), and English. */
const ORDINALS = {
  ...numbered(ARABIC_ORDINALS),
  ...numbered(ARABIC_ORDINALS.map((word) => (word === 'اول' ? 'اولي' : `${word}ه`))),
  ...numbered(
    'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth'.split(' '),
  ),
};
/** Cardinals after "grade": "grade ten". */
const CARDINALS = numbered(
  'one two three four five six seven eight nine ten eleven twelve'.split(' '),
);
/** "grade", "الصف" (the article stays on a two-letter word) and "صف". */
const MARKERS = new Set(['grade', 'class', 'صف', 'الصف']);
/** The secondary years by their own names: "الأول الثانوي", "Second Secondary". */
const SECONDARY = new Set(['ثانوي', 'secondary']);
const TAWJIHI = new Set(['توجيهي', 'tawjihi']);
/** Eleven and twelve in Arabic: an ordinal before عشر. */
const TEEN = 'عشر';

/** A grade number from one word alone: 10, 10th, عاشر, tenth. */
function numberOf(word: string | undefined): number | null {
  if (word === undefined) return null;
  const digits = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(word);
  if (digits) return Number(digits[1]);
  return ORDINALS[word] ?? null;
}

const inRange = (grade: number | null): grade is number =>
  grade !== null && grade >= 1 && grade <= 12;

export type GradeQuery = {
  /** 1 to 12. */
  grade: number;
  /** The query's other words, in searched form. */
  rest: string[];
};

/**
 * The grade a query names and its other words, or null when it names none. A number or an
 * ordinal counts only beside "grade"/"الصف", or as the whole query ("عاشر", "10th"), so
 * "الدرس الثالث" or "الفصل الثاني" stay ordinary searches.
 */
export function gradeInQuery(query: string): GradeQuery | null {
  const words = queryTerms(query);
  const found = (grade: number, from: number, length: number): GradeQuery | null =>
    inRange(grade) ? { grade, rest: words.filter((_, i) => i < from || i >= from + length) } : null;

  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    const next = words[i + 1];
    if (TAWJIHI.has(word)) return found(12, i, 1);
    const ordinal = ORDINALS[word];
    // حادي عشر, ثاني عشر: eleven and twelve, with or without الصف before them.
    if (next === TEEN && (word === 'حادي' || ordinal === 1 || ordinal === 2)) {
      const grade = word === 'حادي' || ordinal === 1 ? 11 : 12;
      const marked = MARKERS.has(words[i - 1] ?? '');
      return found(grade, marked ? i - 1 : i, marked ? 3 : 2);
    }
    // أول ثانوي, first secondary: the secondary years 11 and 12.
    if ((ordinal === 1 || ordinal === 2) && next !== undefined && SECONDARY.has(next)) {
      const marked = MARKERS.has(words[i - 1] ?? '');
      return found(ordinal + 10, marked ? i - 1 : i, marked ? 3 : 2);
    }
    // "الصف الثاني عشر", "الصف الأول الثانوي": the next word's turn, as above.
    const third = words[i + 2];
    if (MARKERS.has(word) && third !== TEEN && !SECONDARY.has(third ?? '')) {
      const after = numberOf(next) ?? (next === undefined ? null : (CARDINALS[next] ?? null));
      if (inRange(after)) return found(after, i, 2);
      const before = numberOf(words[i - 1]);
      if (inRange(before)) return found(before, i - 1, 2);
    }
  }
  if (words.length === 1) {
    const alone = numberOf(words[0]);
    if (inRange(alone)) return found(alone, 0, 1);
  }
  return null;
}
