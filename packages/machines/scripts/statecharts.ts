// Writes each machine's Mermaid statechart into its README, from the machine definition.
// Run: npx tsx --conditions=@rinn/source scripts/statecharts.ts
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withCurrentStatechart } from '../src/statecharts/readme-block.js';
import { statechartRegistry } from '../src/statecharts/registry.js';

const sourceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

for (const { folder, machine } of statechartRegistry) {
  const readmePath = join(sourceRoot, folder, 'README.md');
  const current = existsSync(readmePath) ? readFileSync(readmePath, 'utf8') : `# ${folder}\n`;
  const next = withCurrentStatechart(current, machine);
  if (next !== current) {
    writeFileSync(readmePath, next);
    console.log(`updated ${join('src', folder, 'README.md')}`);
  }
}
