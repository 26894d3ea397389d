import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` unless told not to, and its probe for
 * that is reported as a Content-Security-Policy violation under our `script-src 'self'`
 * (caught, but reported all the same). Imported first in main.tsx: the setting must be in
 * place before any schema is built.
 */
z.config({ jitless: true });
