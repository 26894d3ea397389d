/** The URL path a stored file is served at (plugins/storage), as the API hands it out. */
export const storagePath = (key: string): string => `/storage/${key}`;

export const optionalStoragePath = (key: string | null): string | null =>
  key === null ? null : storagePath(key);

/** Files every installation has, seeded or not (the photo of teachers without one). */
export const DEFAULT_FILES = {
  teacherPhoto: 'defaults/teacher-photo.webp',
} as const;

/** A teacher's photo, or the default one for a teacher without a photo. */
export const teacherPhotoPath = (key: string | null): string =>
  storagePath(key ?? DEFAULT_FILES.teacherPhoto);
