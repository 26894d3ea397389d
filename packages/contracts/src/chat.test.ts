import { describe, expect, it } from 'vitest';
import { chatBodyField, chatMessagesQuery, chatSettingsSchema, isRoomOpen } from './chat.ts';

describe('chat contracts', () => {
  it('takes a message trimmed and in NFC, Arabic, English and emoji, 1 to 1000 characters', () => {
    expect(chatBodyField.parse('  مرحبا 👋 hello  ')).toBe('مرحبا 👋 hello');
    expect(chatBodyField.parse('e\u0301')).toBe('\u00e9');
    expect(chatBodyField.parse('😀'.repeat(1000))).toHaveLength(2000);
    expect(chatBodyField.safeParse('😀'.repeat(1001)).error?.issues[0]?.message).toBe(
      'chat.body_too_long',
    );
    expect(chatBodyField.safeParse(' \n ').error?.issues[0]?.message).toBe('chat.body_required');
  });

  it('refuses after and before together', () => {
    expect(chatMessagesQuery.safeParse({ after: '1', before: '9' }).success).toBe(false);
    expect(chatMessagesQuery.parse({ before: '9', limit: '20' })).toEqual({ before: 9, limit: 20 });
  });

  it('reads open hours in Amman time, across midnight too', () => {
    const hours = chatSettingsSchema.parse({ open_from: '08:00', open_until: '15:00' });
    // 05:00 UTC is 08:00 in Amman.
    expect(isRoomOpen(hours, new Date('2026-12-01T05:00:00Z'))).toBe(true);
    expect(isRoomOpen(hours, new Date('2026-12-01T12:00:00Z'))).toBe(false);
    const night = { open_from: '20:00', open_until: '07:00' };
    expect(isRoomOpen(night, new Date('2026-12-01T18:30:00Z'))).toBe(true);
    expect(isRoomOpen(night, new Date('2026-12-01T09:00:00Z'))).toBe(false);
    expect(isRoomOpen({ open_from: null, open_until: null }, new Date())).toBe(true);
    expect(chatSettingsSchema.safeParse({ open_from: '08:00', open_until: null }).success).toBe(
      false,
    );
  });
});
