/** The constraint a unique violation (SQLSTATE 23505) names, from pg or PGlite, wrapped or not. */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? null;
  }
  return null;
}
