import { useLoaderData, type MetaFunction } from 'react-router';
import { CalculatorPage, calculatorPageLoader, calculatorPageMeta } from '../calculators/calculator-page.tsx';
import { CarEmiCalculator } from '../calculators/CarEmiCalculator.tsx';
import { ISLANDS } from '../hydration/route-handle.ts';
import { pageLanguage, useLanguage } from '../i18n/language.ts';
import { Island } from '../islands/island.tsx';
import { webStrings } from '../i18n/web-strings.ts';

export const loader = calculatorPageLoader;

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  const text = webStrings(pageLanguage(location.pathname));
  return calculatorPageMeta(data?.page, location.pathname, { title: text.carEmiCalculator, description: text.carEmiCalculatorDescription });
};

/** /emi-calculator: the car loan EMI calculator, an island, in its page (decision 0021). */
export const handle = ISLANDS;

export default function EmiCalculatorRoute() {
  const { page } = useLoaderData<typeof loader>();
  const { text } = useLanguage();
  return (
    <CalculatorPage page={page} translated={{ title: text.carEmiCalculator, description: text.carEmiCalculatorDescription }}>
      <Island name="car-emi-calculator" component={CarEmiCalculator} props={{}} />
    </CalculatorPage>
  );
}
