import { TRUNCATE_AT } from './constants.ts';

/**
 * The first `max` characters of a text plus "...", as previews show it (docs/product.md §9: teacher
 * about texts and blog previews at 75). Counts code points, so no emoji or letter is cut in half.
 */
export function truncate(text: string, max: number = TRUNCATE_AT): string {
  const characters = [...text.trim()];
  if (characters.length <= max) return characters.join('');
  return `${characters.slice(0, max).join('').trimEnd()}...`;
}
