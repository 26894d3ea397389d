import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/lib/api-client.ts';
import { failureText, isSessionExpired, uploadFailureText } from './failure-text.ts';

const apiError = (status: number, message: string, errors = {}) =>
  new ApiError({ status, message, code: 'x', errors });

describe('failure texts', () => {
  const base = 'Failed to update personal information';

  it('follows the base text with the joined field errors, else the message', () => {
    const invalid = apiError(422, 'The given data was invalid.', {
      email: ['The email has already been taken.'],
      phone_number: ['Invalid phone number format'],
    });
    expect(failureText(base, invalid)).toBe(
      `${base}: The email has already been taken. Invalid phone number format`,
    );
    expect(failureText(base, apiError(500, 'Something went wrong'))).toBe(
      `${base}: Something went wrong`,
    );
    expect(failureText(base, apiError(500, ''))).toBe(base);
    expect(failureText(base, new Error('boom'))).toBe(base);
  });

  it("uses the server's upload text, else the form's fallback", () => {
    const fallback = 'Failed to upload file. Please try again.';
    expect(uploadFailureText(fallback, apiError(415, 'This file type is not supported.'))).toBe(
      'This file type is not supported.',
    );
    expect(
      uploadFailureText(fallback, apiError(422, 'The given data was invalid.', { file: ['Big'] })),
    ).toBe('Big');
    expect(uploadFailureText(fallback, apiError(413, ''))).toBe(fallback);
    expect(uploadFailureText(fallback, new TypeError('x'))).toBe(fallback);
  });

  it('recognises an expired session by its 401', () => {
    expect(isSessionExpired(apiError(401, 'Please log in to continue.'))).toBe(true);
    expect(isSessionExpired(apiError(403, 'No'))).toBe(false);
  });
});
