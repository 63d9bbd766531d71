import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { createActor, fromPromise } from 'xstate';
import { flushPromises } from '../testing/flush.js';
import { shortestPathCases } from '../testing/shortest-paths.js';
import { connectNewCar } from './new-car.connect.js';
import { newCarMachine } from './new-car.machine.js';
import type { KeyPress } from '../shared/prop-types.js';
import type { CarPrice, CitiesAndBrands, DropdownOption, NewCarField, PriceQuery } from './new-car.types.js';
import { matchOptions, typeaheadQuery } from './typeahead.js';

const option = (text: string, value: string): DropdownOption => ({ text, value });
const cities = [option('Mumbai', 'c1'), option('Mysore', 'c2'), option('New Delhi', 'c3')];
const brands = [option('Maruti', 'b1'), option('Hyundai', 'b2')];
const modelsOf: Record<string, DropdownOption[]> = { b1: [option('Swift', 'm1'), option('Baleno', 'm2')], b2: [option('i20', 'm3')] };
const variantsOf: Record<string, DropdownOption[]> = { m1: [option('VXi', 'v1')], m2: [option('Zeta', 'v2')], m3: [option('Asta', 'v3')] };

function start(failing: { lists?: boolean; models?: boolean } = {}) {
  const requests: string[] = [];
  const machine = newCarMachine.provide({
    actors: {
      loadCitiesAndBrands: fromPromise<CitiesAndBrands, void>(() => {
        requests.push('city_brand');
        return failing.lists ? Promise.reject(new Error('down')) : Promise.resolve({ cities, brands });
      }),
      loadModels: fromPromise<readonly DropdownOption[], { brandId: string }>(({ input }) => {
        requests.push(`model ${input.brandId}`);
        return failing.models ? Promise.reject(new Error('down')) : Promise.resolve(modelsOf[input.brandId] ?? []);
      }),
      loadVariants: fromPromise<readonly DropdownOption[], { modelId: string }>(({ input }) => {
        requests.push(`variant ${input.modelId}`);
        return Promise.resolve(variantsOf[input.modelId] ?? []);
      }),
      loadPrice: fromPromise<CarPrice, PriceQuery>(({ input }) => {
        requests.push(`price ${input.variantId} ${input.cityId}`);
        return Promise.resolve({ exShowroomPrice: input.variantId === 'v1' ? 650_000 : 900_000 });
      }),
    },
  });
  const actor = createActor(machine, { input: { id: 'finder' } }).start();
  return { actor, requests, api: () => connectNewCar(actor.getSnapshot(), (event) => actor.send(event)) };
}

describe('new-car calculator machine', () => {
  it('NEWCAR-001: city and brand load models, a model loads variants, a variant and a city fetch the price', async () => {
    const { api, requests } = start();
    expect(api().field('city').isLoading).toBe(true);
    await flushPromises();
    expect(api().field('model').disabled).toBe(true);
    api().field('brand').onSelect('b1');
    await flushPromises();
    expect(requests).toEqual(['city_brand']);
    api().field('city').onSelect('c1');
    expect(api().field('model').isLoading).toBe(true);
    await flushPromises();
    expect(api().field('model').options.map((entry) => entry.text)).toEqual(['Swift', 'Baleno']);
    api().field('model').onSelect('m1');
    await flushPromises();
    api().field('variant').onSelect('v1');
    await flushPromises();
    expect(requests).toEqual(['city_brand', 'model b1', 'variant m1', 'price v1 c1']);
    api().field('city').onSelect('c2');
    await flushPromises();
    expect(requests.at(-1)).toBe('price v1 c2');
    api().field('city').onSelect('unknown');
    expect(api().field('city').selected).toEqual(option('Mysore', 'c2'));
  });

  it('NEWCAR-001: a newer pick cancels the older request', async () => {
    const { api } = start();
    await flushPromises();
    api().field('city').onSelect('c1');
    api().field('brand').onSelect('b1');
    api().field('brand').onSelect('b2');
    await flushPromises();
    expect(api().field('model').options).toEqual(modelsOf.b2);
  });

  it('NEWCAR-002: the price sets the amount and the slider maximum; the amount stays under it', async () => {
    const { api } = start();
    await flushPromises();
    for (const [field, value] of [['city', 'c1'], ['brand', 'b1'], ['model', 'm1'], ['variant', 'v1']] as const) {
      api().field(field).onSelect(value);
      await flushPromises();
    }
    expect(api()).toMatchObject({ price: 650_000, amount: 650_000, amountMax: 650_000 });
    api().onAmountChange(400_000);
    expect(api().amount).toBe(400_000);
    api().onAmountChange(9_000_000);
    expect(api().amount).toBe(650_000);
    api().onAmountChange(Number.NaN);
    expect(api().amount).toBe(650_000);
  });

  it('NEWCAR-003: changing the brand clears model and variant; changing the model clears the variant', async () => {
    const { api } = start();
    await flushPromises();
    for (const [field, value] of [['city', 'c1'], ['brand', 'b1'], ['model', 'm1'], ['variant', 'v1']] as const) {
      api().field(field).onSelect(value);
      await flushPromises();
    }
    api().field('model').onSelect('m2');
    expect(api().field('variant').selected).toBeNull();
    expect(api()).toMatchObject({ price: null, amount: null, amountMax: null });
    await flushPromises();
    api().field('variant').onSelect('v2');
    await flushPromises();
    api().field('brand').onSelect('b2');
    expect([api().field('model').selected, api().field('variant').selected]).toEqual([null, null]);
    expect(api().price).toBeNull();
    api().onAmountChange(5);
    expect(api().amount).toBeNull();
  });

  it('NEWCAR-004: city and brand typeaheads keep letters, model and variant letters and digits', () => {
    expect(typeaheadQuery('city', 'New Delhi-110001')).toBe('New Delhi');
    expect(typeaheadQuery('brand', 'M@ruti')).toBe('Mruti');
    expect(typeaheadQuery('model', 'i20 (N-Line)')).toBe('i20 NLine');
    expect(typeaheadQuery('variant', 'VXi+ AMT')).toBe('VXi AMT');
  });

  it('NEWCAR-005: matching is a case-insensitive prefix match', async () => {
    expect(matchOptions(cities, 'my')).toEqual([option('Mysore', 'c2')]);
    expect(matchOptions(cities, 'delhi')).toEqual([]);
    expect(matchOptions(cities, '')).toEqual(cities);
    const { api } = start();
    await flushPromises();
    api().field('city').onQueryChange('M1');
    expect(api().field('city')).toMatchObject({ query: 'M', options: [cities[0], cities[1]] });
  });

  test.prop([fc.constantFrom('city', 'brand', 'model', 'variant' as const), fc.string({ maxLength: 12 })])(
    'NEWCAR-004: every accepted query is letters (and digits for model and variant) and spaces only',
    (field, text) => {
      const accepted = typeaheadQuery(field, text);
      const pattern = field === 'city' || field === 'brand' ? /^[\p{L} ]*$/u : /^[\p{L}\p{N} ]*$/u;
      expect(accepted).toMatch(pattern);
      expect(typeaheadQuery(field, accepted)).toBe(accepted);
    },
  );

  /** A key press that records whether its default was cancelled. */
  const press = (key: string): KeyPress & { cancelled: boolean } => {
    const event = { key, cancelled: false, preventDefault: () => { event.cancelled = true; } };
    return event;
  };

  it('NEWCAR-006: focus opens the list, arrows move the highlight, Enter picks, Escape closes', async () => {
    const { api } = start();
    api().getInputProps('city').onFocus?.({ withinElement: false });
    // While the lists load the field is read-only and its list stays closed.
    expect(api().getInputProps('city')).toMatchObject({ readOnly: true, 'aria-busy': true, 'aria-expanded': false });
    await flushPromises();
    const city = () => api().getInputProps('city');
    expect(city()).toMatchObject({ id: 'finder-city', role: 'combobox', 'aria-controls': 'finder-city-list', 'aria-expanded': true, readOnly: false });
    expect(api().getListboxProps('city')).toEqual({ id: 'finder-city-list', role: 'listbox', hidden: false });
    const down = press('ArrowDown');
    city().onKeyDown?.(down);
    expect(down.cancelled).toBe(true);
    expect(city()['aria-activedescendant']).toBe('finder-city-option-c1');
    city().onKeyDown?.(press('ArrowDown'));
    city().onKeyDown?.(press('ArrowDown'));
    city().onKeyDown?.(press('ArrowDown'));
    expect(api().field('city').highlightedIndex).toBe(2);
    city().onKeyDown?.(press('ArrowUp'));
    expect(api().getOptionProps('city', cities[1] ?? option('', ''))).toMatchObject({ 'aria-selected': false, 'data-highlighted': true });
    city().onKeyDown?.(press('Home'));
    expect(api().field('city').highlightedIndex).toBe(0);
    city().onKeyDown?.(press('End'));
    expect(api().field('city').highlightedIndex).toBe(2);
    const enter = press('Enter');
    city().onKeyDown?.(enter);
    expect(enter.cancelled).toBe(true);
    expect(city()).toMatchObject({ value: 'New Delhi', 'aria-expanded': false, 'aria-activedescendant': undefined });
    expect(api().getOptionProps('city', cities[2] ?? option('', ''))['aria-selected']).toBe(true);
    // Escape on a closed list leaves the key alone; a click opens it again.
    const escape = press('Escape');
    city().onKeyDown?.(escape);
    expect(escape.cancelled).toBe(false);
    city().onClick?.();
    expect(city()['aria-expanded']).toBe(true);
    const open = press('Escape');
    city().onKeyDown?.(open);
    expect([open.cancelled, city()['aria-expanded']]).toEqual([true, false]);
  });

  it('NEWCAR-006: typing filters and opens the list; Enter picks a lone match; leaving drops a half-typed query', async () => {
    const { api } = start();
    await flushPromises();
    const brand = () => api().getInputProps('brand');
    brand().onFocus?.({ withinElement: false });
    brand().onValueChange?.('hy');
    expect(brand()).toMatchObject({ value: 'hy', 'aria-expanded': true });
    expect(api().field('brand').options).toEqual([option('Hyundai', 'b2')]);
    const enter = press('Enter');
    brand().onKeyDown?.(enter);
    expect(enter.cancelled).toBe(true);
    expect(brand()).toMatchObject({ value: 'Hyundai', 'aria-expanded': false });
    expect(api().field('brand').query).toBe('');
    // Enter with nothing highlighted and several matches picks nothing.
    brand().onValueChange?.('');
    const nothing = press('Enter');
    brand().onKeyDown?.(nothing);
    expect([nothing.cancelled, api().field('brand').selected?.text]).toEqual([false, 'Hyundai']);
    brand().onValueChange?.('Mar');
    brand().onBlur?.({ withinElement: false });
    expect(brand()).toMatchObject({ value: 'Hyundai', 'aria-expanded': false });
    expect(api().field('brand').query).toBe('');
    // Escape while typing drops the query too; a blur of another field changes nothing.
    brand().onFocus?.({ withinElement: false });
    brand().onValueChange?.('Ma');
    api().getInputProps('city').onBlur?.({ withinElement: false });
    expect(brand().value).toBe('Ma');
    brand().onKeyDown?.(press('Escape'));
    expect(brand().value).toBe('Hyundai');
    // A click on an option picks it; pressing the option keeps the focus in the field.
    brand().onKeyDown?.(press('ArrowDown'));
    const mouse = press('');
    const maruti = api().getOptionProps('brand', option('Maruti', 'b1'));
    maruti.onMouseDown?.(mouse);
    maruti.onClick?.();
    expect([mouse.cancelled, brand().value]).toEqual([true, 'Maruti']);
  });

  it('NEWCAR-006: one list is open at a time, and a dependent dropdown stays disabled until its turn', async () => {
    const { api } = start();
    await flushPromises();
    api().focusField('city');
    expect(api().field('city').expanded).toBe(true);
    api().getInputProps('city').onKeyDown?.(press('ArrowDown'));
    api().focusField('brand');
    expect([api().field('city').expanded, api().field('brand').expanded, api().field('brand').highlightedIndex]).toEqual([false, true, -1]);
    expect(api().getInputProps('model')).toMatchObject({ disabled: true, readOnly: false, 'aria-expanded': false });
    api().getInputProps('model').onKeyDown?.(press('Home'));
    api().getInputProps('model').onKeyDown?.(press('Tab'));
    expect(api().field('model').highlightedIndex).toBe(-1);
    api().getRetryProps().onClick?.();
    expect(api().isUnavailable).toBe(false);
  });

  test.prop([
    fc.array(
      fc.oneof(
        fc.record({ key: fc.constantFrom('ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter', 'Escape', 'a') }),
        fc.record({ type: fc.constantFrom('focus', 'blur', 'click'), field: fc.constantFrom<NewCarField>('city', 'brand') }),
        fc.record({ typed: fc.constantFrom('', 'm', 'My', 'h', 'x') }),
      ),
      { maxLength: 25 },
    ),
  ])('NEWCAR-006: whatever the visitor does, at most one list is open and its highlight is one of its options', async (steps) => {
    const { api } = start();
    await flushPromises();
    let current: NewCarField = 'city';
    for (const step of steps) {
      const input = api().getInputProps(current);
      if ('key' in step) input.onKeyDown?.(press(step.key));
      else if ('typed' in step) input.onValueChange?.(step.typed);
      else {
        current = step.field;
        const target = api().getInputProps(step.field);
        if (step.type === 'focus') target.onFocus?.({ withinElement: false });
        else if (step.type === 'blur') target.onBlur?.({ withinElement: false });
        else target.onClick?.();
      }
      const fields = (['city', 'brand', 'model', 'variant'] as const).map((name) => api().field(name));
      expect(fields.filter((field) => field.expanded).length).toBeLessThanOrEqual(1);
      for (const field of fields) {
        expect(field.highlightedIndex).toBeGreaterThanOrEqual(-1);
        expect(field.highlightedIndex).toBeLessThan(Math.max(field.options.length, 0) || 1);
        if (!field.expanded) expect(field.highlightedIndex).toBe(-1);
      }
    }
  });

  it('shows the failure of a list and lets the visitor retry', async () => {
    const broken = start({ lists: true });
    await flushPromises();
    expect(broken.api()).toMatchObject({ isUnavailable: true, loadFailed: true });
    broken.api().retry();
    expect(broken.api().isUnavailable).toBe(false);

    const { api } = start({ models: true });
    await flushPromises();
    api().field('city').onSelect('c1');
    api().field('brand').onSelect('b1');
    await flushPromises();
    expect(api().loadFailed).toBe(true);
  });

  describe('every shortest path', () => {
    const cases = shortestPathCases(newCarMachine, {
      input: { id: 'finder' },
      events: [
        { type: 'xstate.done.actor.loadCitiesAndBrands', output: { cities: cities.slice(0, 1), brands: brands.slice(0, 1) } },
        { type: 'xstate.done.actor.loadModels', output: modelsOf.b2 },
        { type: 'xstate.done.actor.loadVariants', output: variantsOf.m3 },
        { type: 'xstate.done.actor.loadPrice', output: { exShowroomPrice: 500_000 } },
        { type: 'CITY.SELECT', value: 'c1' },
        { type: 'BRAND.SELECT', value: 'b1' },
        { type: 'MODEL.SELECT', value: 'm3' },
        { type: 'VARIANT.SELECT', value: 'v3' },
        { type: 'QUERY.CHANGE', field: 'city', text: 'M' },
        { type: 'FIELD.FOCUS', field: 'city' },
        { type: 'FIELD.BLUR', field: 'city' },
        { type: 'LIST.OPEN', field: 'brand' },
        { type: 'HIGHLIGHT.NEXT', field: 'city' },
        { type: 'HIGHLIGHT.PREV', field: 'city' },
        { type: 'AMOUNT.CHANGE', amount: 100_000 },
      ],
      // The list's state counts as open or closed with its focused field; which option is
      // highlighted and the typed text are covered by the tests above.
      serializeState: (snapshot) =>
        JSON.stringify({
          value: snapshot.value as unknown,
          context: { ...snapshot.context, highlighted: snapshot.context.highlighted >= 0, queries: null },
        }),
      check: (snapshot) => {
        const api = connectNewCar(snapshot, () => undefined);
        const open = (['city', 'brand', 'model', 'variant'] as const).filter((name) => api.field(name).expanded);
        expect(open.length).toBeLessThanOrEqual(1);
      },
    });
    it.each(cases.map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
