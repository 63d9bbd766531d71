import { useLoaderData, type MetaFunction } from 'react-router';
import { CalculatorPage, calculatorPageLoader, calculatorPageMeta } from '../calculators/calculator-page.tsx';
import { TwoWheelerCalculator } from '../calculators/TwoWheelerCalculator.tsx';
import { ISLANDS } from '../hydration/route-handle.ts';
import { pageLanguage, useLanguage } from '../i18n/language.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { Island } from '../islands/island.tsx';

export const loader = calculatorPageLoader;

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  const text = webStrings(pageLanguage(location.pathname));
  return calculatorPageMeta(data?.page, location.pathname, { title: text.twoWheelerCalculator, description: text.twoWheelerCalculatorDescription });
};

/** /two-wheeler-calculator: the two-wheeler EMI calculator, an island, in its page (decision 0021). */
export const handle = ISLANDS;

export default function TwoWheelerCalculatorRoute() {
  const { page } = useLoaderData<typeof loader>();
  const { text } = useLanguage();
  return (
    <CalculatorPage page={page} translated={{ title: text.twoWheelerCalculator, description: text.twoWheelerCalculatorDescription }}>
      <Island name="two-wheeler-calculator" component={TwoWheelerCalculator} props={{}} />
    </CalculatorPage>
  );
}
