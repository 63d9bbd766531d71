import { lazy, Suspense, type ComponentProps } from 'react';
import type { PersonalLoanCalculator as Calculator } from './PersonalLoanCalculator.tsx';

const PersonalLoanCalculator = lazy(() => import('./PersonalLoanCalculator.tsx').then((module) => ({ default: module.PersonalLoanCalculator })));

/**
 * {@link Calculator} in a chunk of its own: every loan product and bank page shares one route
 * module, and only the personal-loan page and the banks' EMI pages show a calculator, so the
 * others do not download it. The pre-rendered HTML already holds the calculator; React hydrates
 * it once its chunk arrives.
 *
 * @param props - as {@link Calculator}
 * @returns the calculator
 */
export function LazyPersonalLoanCalculator(props: ComponentProps<typeof Calculator>) {
  return (
    <Suspense fallback={null}>
      <PersonalLoanCalculator {...props} />
    </Suspense>
  );
}
