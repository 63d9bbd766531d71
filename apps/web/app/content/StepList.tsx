import type { TitledPoint } from '@rinn/content';

/**
 * Numbered steps, each its title and what it means: a product page's How to apply and the home
 * page's step guide.
 *
 * @param props - the steps, in order
 * @returns the list
 */
export function StepList({ steps }: { readonly steps: readonly TitledPoint[] }) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title}>
          <strong>{step.title}</strong>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
