import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { stopAuthClients } from './test/auth-clients';
import { stubMatchMedia } from './test/match-media';

beforeEach(() => {
  // jsdom lacks matchMedia; a light-mode system is the default, tests may stub again.
  stubMatchMedia(false);
});

afterEach(() => {
  cleanup();
  stopAuthClients();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
});
