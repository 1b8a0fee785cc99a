import { useContext } from 'react';
import { type ToastApi, ToastContext } from './toast-context';

export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast needs a <ToastProvider> above it');
  return toast;
}
