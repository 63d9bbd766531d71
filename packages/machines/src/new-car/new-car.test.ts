import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { createActor, fromPromise } from 'xstate';
import { flushPromises } from '../testing/flush.js';
import { shortestPathCases } from '../testing/shortest-paths.js';
import { connectNewCar } from './new-car.connect.js';
import { newCarMachine } from './new-car.machine.js';
import type { CarPrice, CitiesAndBrands, DropdownOption, PriceQuery } from './new-car.types.js';
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
  const actor = createActor(machine).start();
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
        { type: 'AMOUNT.CHANGE', amount: 100_000 },
      ],
    });
    it.each(cases.map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
