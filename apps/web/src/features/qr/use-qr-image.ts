import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchQrImage, type QrOptions, type QrTarget, qrImagePath } from './qr-api';

/** The rendered PNG of `target` with `options`: loading, then the image or the error. */
export function useQrImage(target: QrTarget, options: QrOptions) {
  const path = qrImagePath(target, options);
  const query = useQuery({
    queryKey: ['qr', path],
    queryFn: ({ signal }) => fetchQrImage(path, signal),
    staleTime: 5 * 60_000,
  });
  const objectUrl = useObjectUrl(query.data);
  return { ...query, blob: query.data, objectUrl };
}

function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return setUrl(undefined);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
