import { rinnVitestConfig } from '../../vitest.shared.ts';

export default rinnVitestConfig({ pure: true });
