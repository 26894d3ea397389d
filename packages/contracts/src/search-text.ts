import { normalizeText } from './normalize-text.ts';

/**
 * Search (docs/decisions.md §8): texts and queries are compared in one form, made here for
 * both the database side (the index) and the highlighter, so highlights land on the words
 * that matched.
 */

/**
 * Light stemming, the same for texts and queries: the Arabic article (ال, and وال بال فال
 * كال لل) before a word of three letters or more, and English endings, so "lessons" finds
 * "lesson" and "derivatives" "derivative".
 */
const stem = (word: string) => {
  // The Arabic article and the letters fused before it: المدرسة is found by مدرسه.
  const article = /^(?:[وبفك]?ال|لل)(?=\p{L}{3})/u.exec(word);
  if (article) return word.slice(article[0].length);
  if (!/^[a-z]{5,}$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') || word.endsWith('ed')) return word.replace(/(ing|ed)$/, '');
  return word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
};

/** The searched form of a text: normalizeText, then simple English stemming. */
export const searchForm = (text: string): string =>
  normalizeText(text)
    .split(/(\s+)/)
    .map((part) => stem(part))
    .join('');

/** A query's words in searched form (punctuation dropped). */
export const queryTerms = (query: string): string[] =>
  searchForm(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0);

const trigrams = (word: string) => {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let index = 0; index < padded.length - 2; index += 1)
    set.add(padded.slice(index, index + 3));
  return set;
};

/** pg_trgm's similarity of two words, so a typo highlights the word it matched. */
const similarity = (a: string, b: string) => {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  return shared / (left.size + right.size - shared);
};

export type TextPart = { text: string; match: boolean };

/**
 * A text cut into parts, the words that match a query term marked: equal or containing it
 * in searched form (so تشكيل, alef forms and ة/ه do not matter), or close to it (a typo).
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const terms = queryTerms(query);
  const parts: TextPart[] = [];
  for (const piece of text.split(/([\p{L}\p{M}\p{N}]+)/u)) {
    if (piece === '') continue;
    const word = searchForm(piece);
    const match =
      /[\p{L}\p{N}]/u.test(piece) &&
      terms.some(
        (term) =>
          word.includes(term) ||
          (word.length >= 3 && term.includes(word)) ||
          (term.length >= 4 && similarity(word, term) >= 0.45),
      );
    const last = parts.at(-1);
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  }
  return parts;
}
