import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// These tests render whole routes (lazy page chunks, typed forms); on a busy CI machine that
// takes longer than the libraries' defaults (1 s to find, 5 s a test).
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });
