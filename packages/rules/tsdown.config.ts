import { defineConfig } from 'tsdown';
import { rinnPackageBuild } from '../../tsdown.shared.ts';

export default defineConfig(rinnPackageBuild(['src/index.ts']));
