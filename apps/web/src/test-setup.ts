import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { stopAuthClients } from './test/auth-clients';
import { stubMatchMedia } from './test/match-media';

// findBy*/waitFor wait up to 1 s by default: a first render of a lazy screen on a busy
// two-core machine can take longer. A wait that succeeds returns as soon as it does.
configure({ asyncUtilTimeout: 5_000 });

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
