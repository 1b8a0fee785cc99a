import { describe, expect, it } from 'vitest';
import { clearAuthStorage } from './clear-auth-storage';

describe('clearAuthStorage', () => {
  it('removes every kurz.auth key from both storages and keeps the rest', () => {
    localStorage.setItem('kurz.auth.session', 'a');
    localStorage.setItem('kurz.auth.user', 'b');
    localStorage.setItem('kurz.darkMode', 'true');
    sessionStorage.setItem('kurz.auth.pending', 'c');
    sessionStorage.setItem('kurz.errorRecovery', '{}');

    clearAuthStorage();

    expect(Object.keys(localStorage)).toEqual(['kurz.darkMode']);
    expect(Object.keys(sessionStorage)).toEqual(['kurz.errorRecovery']);
  });
});
