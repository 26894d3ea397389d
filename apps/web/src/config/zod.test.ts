import { describe, expect, it } from 'vitest';
import './zod.ts';

describe('zod settings', () => {
  it('are the ones zod reads: jitless, so no parser is compiled with new Function', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
