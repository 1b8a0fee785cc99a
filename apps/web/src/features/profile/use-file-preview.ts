import { useEffect, useState } from 'react';

/**
 * A data URL of the picked file for an <img> preview (an <img> never runs an SVG's
 * scripts). Read with FileReader, so nothing needs revoking when the file changes.
 */
export function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    setPreview(null);
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview;
}
