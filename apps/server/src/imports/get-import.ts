import type { ImportJobList, ImportJobView } from '@kurz/shared';
import { NotFound } from '../errors.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { findImport, listImports } from './import-repository.js';
import { toImportView } from './import-view.js';

const LIST_MAX = 50;

/** One of the workspace's imports (anyone in it may follow its progress). */
export async function getImport({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { id: string };
}): Promise<ImportJobView> {
  const job = await findImport(ctx.db, ctx.workspace.owner, input.id);
  if (!job) throw new NotFound('Import not found');
  return toImportView(job);
}

/** The workspace's latest imports, newest first. */
export async function listWorkspaceImports({ ctx }: { ctx: WorkspaceCtx }): Promise<ImportJobList> {
  const jobs = await listImports(ctx.db, ctx.workspace.owner, LIST_MAX);
  return { imports: jobs.map(toImportView) };
}
