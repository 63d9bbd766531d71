import type { ComponentProps } from 'react';
import { useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { OnDemandPart } from '../widgets/OnDemandPart.tsx';
import type { PersonalLoanCalculator as Calculator } from './PersonalLoanCalculator.tsx';

const loadCalculator = () => import('./PersonalLoanCalculator.tsx').then((module) => module.PersonalLoanCalculator);

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
  const { language } = useLanguage();
  return <OnDemandPart load={loadCalculator} props={props} failure={{ lead: webStrings(language).calculatorLoadFailed }} />;
}
