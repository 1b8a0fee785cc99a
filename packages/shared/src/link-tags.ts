/**
 * Tags: names a person gives their links to find them again. A name is unique
 * in its workspace whatever its case, so "Launch" and "launch" are one tag.
 */
export const TAG_NAME_MAX = 32;
export const LINK_TAGS_MAX = 10;
export const LINK_TITLE_MAX = 200;

/** Commas separate tags where they are typed; control characters have no place in a name. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const FORBIDDEN = /[,\u0000-\u001f\u007f-\u009f]/;

/** Why a (trimmed) tag name is refused, or null when it is fine. */
export function tagNameProblem(name: string): string | null {
  if (name.length === 0) return 'A tag needs a name';
  if (name.length > TAG_NAME_MAX) return `A tag name has at most ${TAG_NAME_MAX} characters`;
  if (FORBIDDEN.test(name)) return 'A tag name cannot hold commas or control characters';
  return null;
}

/** What makes two names one tag. */
export function tagKey(name: string): string {
  return name.trim().toLowerCase();
}

/** Tags in the order lists show them: by name whatever the case, the same on every engine. */
export function compareTagNames(a: string, b: string): number {
  const [x, y] = [tagKey(a), tagKey(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The names trimmed, the first spelling of each tag kept, in order. */
export function foldTagNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const folded: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const key = tagKey(name);
    if (name && !seen.has(key)) {
      seen.add(key);
      folded.push(name);
    }
  }
  return folded;
}
