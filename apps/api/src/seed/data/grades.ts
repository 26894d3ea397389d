import type { GradeData } from './types.ts';

/**
 * The twelve grades. Study phase: 1-6 primary, 7-9 middle, 10-12 secondary (10 leads
 * the secondary list because the high-school page numbers its grades from 10, docs/product.md §2
 * and §9). The intermediate page lists the middle grades numbered from 1, as docs/product.md
 * says; changing the split is a data change here, no code depends on it.
 */
export const GRADES: readonly GradeData[] = [
  { key: 'grade1', name: ['الصف الأول', 'First Grade'], phase: 'primary' },
  { key: 'grade2', name: ['الصف الثاني', 'Second Grade'], phase: 'primary' },
  { key: 'grade3', name: ['الصف الثالث', 'Third Grade'], phase: 'primary' },
  { key: 'grade4', name: ['الصف الرابع', 'Fourth Grade'], phase: 'primary' },
  { key: 'grade5', name: ['الصف الخامس', 'Fifth Grade'], phase: 'primary' },
  { key: 'grade6', name: ['الصف السادس', 'Sixth Grade'], phase: 'primary' },
  { key: 'grade7', name: ['الصف السابع', 'Seventh Grade'], phase: 'middle' },
  { key: 'grade8', name: ['الصف الثامن', 'Eighth Grade'], phase: 'middle' },
  { key: 'grade9', name: ['الصف التاسع', 'Ninth Grade'], phase: 'middle' },
  { key: 'grade10', name: ['الصف العاشر', 'Tenth Grade'], phase: 'secondary' },
  { key: 'grade11', name: ['الصف الأول الثانوي', 'First Secondary'], phase: 'secondary' },
  { key: 'grade12', name: ['الصف الثاني الثانوي', 'Second Secondary'], phase: 'secondary' },
];
