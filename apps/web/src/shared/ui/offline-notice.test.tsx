import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setConnection } from '@/test/connection.ts';
import { OfflineNotice } from './offline-notice.tsx';

const TEXT = 'Search needs a connection.';

describe('OfflineNotice', () => {
  it('keeps its status region empty online, and says its text while offline', () => {
    render(<OfflineNotice text={TEXT} />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');

    setConnection(false);
    expect(region.textContent).toBe(TEXT);
    setConnection(true);
    expect(region.textContent).toBe('');
  });

  it('reads the connection as it mounts, before any event', () => {
    setConnection(false);
    render(<OfflineNotice text={TEXT} />);
    expect(screen.getByRole('status').textContent).toBe(TEXT);
  });
});
