import { slugProblem } from '@kurz/shared';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { checkSlug } from './teams-api';

export type SlugState =
  | { kind: 'empty' }
  | { kind: 'invalid'; message: string }
  | { kind: 'checking' }
  | { kind: 'available' }
  | { kind: 'taken'; message: string }
  | { kind: 'unknown' };

/**
 * The slug's standing as it is typed: the shared rule at once, then the server's
 * availability once typing pauses. A failed check says nothing: creating checks again.
 */
export function useSlugCheck(slug: string): SlugState {
  const trimmed = slug.trim();
  const problem = trimmed === '' ? null : slugProblem(trimmed);
  const settled = useDebouncedValue(trimmed, 300);
  const isAskable = trimmed !== '' && problem === null && settled === trimmed;
  const check = useQuery({
    queryKey: ['team-slug', settled],
    queryFn: () => checkSlug(settled),
    enabled: isAskable,
    retry: false,
    staleTime: 10_000,
  });
  if (trimmed === '') return { kind: 'empty' };
  if (problem) return { kind: 'invalid', message: problem };
  if (!isAskable || check.isPending) return { kind: 'checking' };
  if (check.isError) return { kind: 'unknown' };
  if (check.data.available) return { kind: 'available' };
  return { kind: 'taken', message: check.data.error ?? 'This slug is already taken' };
}
