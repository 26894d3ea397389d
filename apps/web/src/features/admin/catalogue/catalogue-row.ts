import type {
  AdminLesson,
  AdminPdfMaterial,
  AdminSubject,
  AdminUnit,
  AdminUnitLesson,
  Grade,
} from '@madrasa/contracts';

/** A row of any catalogue table; the fields a table lacks are simply absent. */
export type CatalogueRow = { id: number; name_ar: string; name_en: string } & Partial<
  Grade & AdminSubject & AdminUnit & AdminUnitLesson & AdminLesson & AdminPdfMaterial
>;
