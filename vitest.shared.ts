/**
 * One Vitest configuration for every project, so each package tests its sources the same way:
 * workspace packages resolve to `src/` through the `@rinn/source` export condition (no build step),
 * and only `*.test.ts(x)` files run, never Playwright's `*.spec.ts`.
 */
import { defaultServerConditions } from 'vite';
import { defineProject, type ViteUserConfig } from 'vitest/config';

export const sourceConditions = ['@rinn/source', ...defaultServerConditions];

export interface RinnVitestOptions {
  /**
   * The package is pure (no globals, clock, randomness, storage or network of its own, as
   * docs/ARCHITECTURE.md asks, and its tests mock nothing): its test files share one module graph
   * per worker instead of each importing Vitest, fast-check and the sources afresh, which was
   * most of these projects' test time.
   */
  readonly pure?: boolean;
  /** Extra test settings for this project (coverage thresholds, environment …). */
  readonly test?: NonNullable<ViteUserConfig['test']>;
}

export function rinnVitestConfig(options: RinnVitestOptions = {}): ViteUserConfig {
  return defineProject({
    resolve: { conditions: sourceConditions },
    ssr: { resolve: { conditions: sourceConditions } },
    test: {
      ...(options.pure ? { isolate: false } : {}),
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts', 'tests/**/*.test.tsx'],
      ...options.test,
    },
  });
}
