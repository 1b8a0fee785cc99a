import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { applyTheme, isDarkMode, setDarkMode, subscribeToTheme } from './theme';

export function useTheme() {
  const isDark = useSyncExternalStore(subscribeToTheme, isDarkMode, () => false);
  useEffect(() => applyTheme(isDark), [isDark]);
  const onToggle = useCallback(() => setDarkMode(!isDarkMode()), []);
  return { isDark, onToggle };
}
