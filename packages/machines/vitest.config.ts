import { rinnVitestConfig } from '../../vitest.shared.ts';

/** The machines' coverage floor; the root config, which runs every project at once, applies it too. */
export const machinesCoverage = {
  enabled: true,
  provider: 'v8' as const,
  include: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts', 'src/**/*.types.ts', 'src/**/*.d.ts', 'src/testing/**'],
  thresholds: { statements: 95 },
  reporter: ['text-summary'],
};

export default rinnVitestConfig({ pure: true, test: { coverage: machinesCoverage } });
