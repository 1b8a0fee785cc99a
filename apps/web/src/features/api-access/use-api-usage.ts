import { useQuery } from '@tanstack/react-query';
import { fetchApiUsage } from './api-access-api';

export function useApiUsage() {
  return useQuery({ queryKey: ['api-usage'], queryFn: fetchApiUsage });
}
