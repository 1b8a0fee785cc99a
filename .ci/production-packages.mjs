// The production dependency tree as npm installs it with --omit=dev: every third-party
// package once per name@version, with the folder it is installed in.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** [{ name, version, path }] of installed production packages, our workspaces left out. */
export function productionPackages() {
  const ls = spawnSync('npm', ['ls', '--omit=dev', '--all', '--long', '--json'], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const tree = JSON.parse(ls.stdout || '{}');
  // A tree npm itself calls broken (missing, invalid) would make every count below wrong.
  if (ls.status !== 0) {
    throw new Error(`npm ls --omit=dev failed: ${(tree.problems ?? [ls.stderr]).join('; ')}`);
  }
  const found = new Map();
  const visit = (node) => {
    for (const [name, dependency] of Object.entries(node.dependencies ?? {})) {
      // An optional peer that is not installed appears as an empty entry.
      if (!dependency.version) continue;
      const key = `${name}@${dependency.version}`;
      if (found.has(key)) continue;
      found.set(key, { name, version: dependency.version, path: dependency.path, dependency });
      visit(dependency);
    }
  };
  visit(tree);
  return [...found.values()]
    .filter(({ dependency }) => !isWorkspace(dependency))
    .map(({ name, version, path }) => ({ name, version, path }));
}

// npm links each workspace (ours, not a third party's) into node_modules from its folder.
const isWorkspace = (dependency) => !fs.realpathSync(dependency.path).includes('/node_modules/');
