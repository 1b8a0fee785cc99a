import type { Selectable } from 'kysely';

/** A workspace's folder (migration 0029): a person's own (`user_id`) or a team's (`org_id`). */
export interface FoldersTable {
  id: string;
  user_id: string | null;
  org_id: string | null;
  name: string;
  /** `name` lower-cased: unique per workspace. */
  name_key: string;
  created_at: number;
}
export type Folder = Selectable<FoldersTable>;
