/**
 * A string with `{name}` placeholders filled in: how every page's copy puts figures and names into
 * its sentences, in either language (word order differs, so the figures are not concatenated).
 *
 * @param template - e.g. 'Step {n} of {total}'
 * @param values - the placeholders' values
 * @returns the text
 * @example
 * fillIn('Step {n} of {total}', { n: 2, total: 4 }); // 'Step 2 of 4'
 */
export function fillIn(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

