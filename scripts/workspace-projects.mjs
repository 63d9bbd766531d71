// The workspace's projects, as npm's workspaces list them (package.json "workspaces": packages/*,
// apps/*): each one's folder and package name. For scripts that map a file or a package name to
// its project.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {string} root - the repository's root
 * @returns {{ dir: string, name: string }[]} each project's folder (relative, ending in /) and name
 */
export function workspaceProjects(root) {
  return ['packages', 'apps'].flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((name) => existsSync(join(root, folder, name, 'package.json')))
      .map((name) => ({ dir: `${folder}/${name}/`, name: JSON.parse(readFileSync(join(root, folder, name, 'package.json'), 'utf8')).name })),
  );
}
