import { rinnVitestConfig } from '../../vitest.shared.ts';

export default rinnVitestConfig({
  test: {
    coverage: {
      enabled: true,
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.types.ts', 'src/**/*.d.ts', 'src/testing/**'],
      thresholds: { statements: 95 },
      reporter: ['text-summary'],
    },
  },
});
