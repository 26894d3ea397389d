/** The URL path a stored file is served at (plugins/storage), as the API hands it out. */
export const storagePath = (key: string): string => `/storage/${key}`;

export const optionalStoragePath = (key: string | null): string | null =>
  key === null ? null : storagePath(key);
