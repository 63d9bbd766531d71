import type { ApiClient } from '@rinn/api-client';
import type { CarPrice, CitiesAndBrands, DropdownOption, PriceQuery } from '@rinn/machines';
import { fromPromise } from 'xstate';

type CatalogueClient = Pick<ApiClient, 'calculator'>;

const options = (items: readonly { readonly text: string; readonly value: number }[] | undefined): DropdownOption[] =>
  (items ?? []).map((item) => ({ text: item.text, value: String(item.value) }));

/**
 * The effects of the new-car calculator machine over GET /api/calculator (§7): the city and brand
 * lists, a brand's models, a model's variants and a variant's ex-showroom price in a city.
 *
 * @param client - the API client
 * @returns actors for `newCarMachine.provide({ actors })`
 */
export function newCarActors(client: CatalogueClient) {
  return {
    loadCitiesAndBrands: fromPromise<CitiesAndBrands, void>(async ({ signal }) => {
      const { data } = await client.calculator({ query: { key: 'city_brand' } }, { signal });
      return { cities: options(data.city), brands: options(data.brand) };
    }),
    loadModels: fromPromise<readonly DropdownOption[], { brandId: string }>(async ({ input, signal }) => {
      const { data } = await client.calculator({ query: { key: 'model', makeId: Number(input.brandId) } }, { signal });
      return options(data.model);
    }),
    loadVariants: fromPromise<readonly DropdownOption[], { modelId: string }>(async ({ input, signal }) => {
      const { data } = await client.calculator({ query: { key: 'variant', modelId: Number(input.modelId) } }, { signal });
      return options(data.variant);
    }),
    loadPrice: fromPromise<CarPrice, PriceQuery>(async ({ input, signal }) => {
      const { data } = await client.calculator({ query: { key: 'price', variantId: Number(input.variantId), cityId: Number(input.cityId) } }, { signal });
      if (data.price === undefined) throw new Error('No price for this variant in this city');
      return { exShowroomPrice: data.price.ex_showroom_price };
    }),
  };
}
