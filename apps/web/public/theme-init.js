// Runs before first paint so a dark-mode visitor never sees a white flash.
// Keep the key in step with apps/web/src/app/theme/theme.ts.
(() => {
  try {
    const saved = localStorage.getItem('kurz.darkMode');
    const isDark =
      saved === null ? matchMedia('(prefers-color-scheme: dark)').matches : saved === 'true';
    document.documentElement.classList.toggle('dark', isDark);
  } catch {
    // Storage may be blocked; the app applies the theme again once it starts.
  }
})();
