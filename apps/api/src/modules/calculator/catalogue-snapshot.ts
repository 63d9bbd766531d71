import type { RouteDataInput, RouteQuery, assetRoute, calculatorRoute, interestRateRoute, loansRoute, platformStatsRoute } from '@rinn/contract';
import type { Database } from '../../db/database.js';
import { brands, catalogueVersion, cities, interestRates, loanProducts, models, platformStats, variants } from '../../db/schema.js';
import { DomainError } from '../../domain-error.js';

type CityRow = typeof cities.$inferSelect;
type BrandRow = typeof brands.$inferSelect;
type ModelRow = typeof models.$inferSelect;
type VariantRow = typeof variants.$inferSelect;
type InterestRateRow = typeof interestRates.$inferSelect;
type LoanProductRow = typeof loanProducts.$inferSelect;
type PlatformStatsRow = typeof platformStats.$inferSelect;

/**
 * Every catalogue row at one version of the catalogue: a few hundred rows (cities, brands, models,
 * variants, rates, loan products, platform stats), small enough to hold whole in each instance.
 */
export interface CatalogueSnapshot {
  /** `catalogue_version.version` read in the same transaction as the rows. */
  readonly version: number;
  readonly cities: readonly CityRow[];
  readonly brands: readonly BrandRow[];
  readonly modelsById: ReadonlyMap<number, ModelRow>;
  readonly brandsById: ReadonlyMap<number, BrandRow>;
  readonly citiesById: ReadonlyMap<number, CityRow>;
  readonly variantsById: ReadonlyMap<number, VariantRow>;
  /** Each model's variants, cheapest first (ties by id). */
  readonly variantsByModel: ReadonlyMap<number, readonly VariantRow[]>;
  readonly modelsByBrand: ReadonlyMap<number, readonly ModelRow[]>;
  /** Each product's rate rows in their position order. */
  readonly ratesByProduct: ReadonlyMap<string, readonly InterestRateRow[]>;
  /** Loan products in their position order. */
  readonly loanProducts: readonly LoanProductRow[];
  readonly platformStats: PlatformStatsRow | undefined;
}

function groupBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

/**
 * Reads the whole catalogue and its version in one read-only transaction (repeatable read on
 * PostgreSQL), so the version names exactly the rows read.
 *
 * @param db - the database.
 * @returns the snapshot.
 * @throws when the version row is missing (migration 0005 not applied).
 */
export async function loadCatalogueSnapshot(db: Database): Promise<CatalogueSnapshot> {
  const read = await db.transaction(
    async (tx) => ({
      version: await tx.select().from(catalogueVersion),
      cities: await tx.select().from(cities),
      brands: await tx.select().from(brands),
      models: await tx.select().from(models),
      variants: await tx.select().from(variants),
      rates: await tx.select().from(interestRates),
      loanProducts: await tx.select().from(loanProducts),
      platformStats: await tx.select().from(platformStats),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const version = read.version.find((row) => row.id === 1)?.version;
  if (version === undefined) throw new Error('catalogue_version has no row 1: migrations are not applied');
  const variantsByModel = groupBy(
    [...read.variants].sort((a, b) => a.basePrice - b.basePrice || a.id - b.id),
    (row) => row.modelId,
  );
  const ratesByProduct = groupBy(
    [...read.rates].sort((a, b) => a.position - b.position),
    (row) => row.product,
  );
  return {
    version,
    cities: read.cities,
    brands: read.brands,
    citiesById: new Map(read.cities.map((row) => [row.id, row])),
    brandsById: new Map(read.brands.map((row) => [row.id, row])),
    modelsById: new Map(read.models.map((row) => [row.id, row])),
    variantsById: new Map(read.variants.map((row) => [row.id, row])),
    variantsByModel,
    modelsByBrand: groupBy(read.models, (row) => row.brandId),
    ratesByProduct,
    loanProducts: [...read.loanProducts].sort((a, b) => a.position - b.position),
    platformStats: read.platformStats.find((row) => row.id === 1),
  };
}

/**
 * The ex-showroom price of a variant in a city.
 *
 * @rule DATA-004 The ex-showroom price of a variant in a city is its base price times the city's
 *   price factor, rounded to the nearest rupee.
 * @spec §3 The price response carries ex_showroom_price; §4 New car calculator flow.
 * @formula ex_showroom_price = round(base_price × city.price_factor)
 * @param basePrice - the variant's base price in rupees.
 * @param priceFactor - the city's factor.
 * @returns the price in rupees.
 * @example
 * exShowroomPrice(1_100_000, 1.01); // 1111000
 */
export function exShowroomPrice(basePrice: number, priceFactor: number): number {
  return Math.round(basePrice * priceFactor);
}

/** Dropdowns sort as people read them (i20 beside Hyundai's other models), whatever the database collation. */
const byText = (a: { text: string }, b: { text: string }) => a.text.localeCompare(b.text, 'en', { sensitivity: 'base' });

const unique = <Value>(values: readonly Value[]): Value[] => [...new Set(values)];

const dropdown = (rows: readonly { id: number; name: string }[]) => rows.map((row) => ({ text: row.name, value: row.id }));

/** §7 loans: the loan products in their order. */
export function loansAnswer(snapshot: CatalogueSnapshot): RouteDataInput<typeof loansRoute> {
  return snapshot.loanProducts.map((row) => ({
    productsId: row.productsId,
    code: row.code,
    name: row.name,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    minRatePercent: row.minRatePercent,
    maxTenureMonths: row.maxTenureMonths,
  }));
}

/**
 * §7 calculator: one lookup of the new-car catalogue.
 *
 * @throws {DomainError} NOT_FOUND for a make without models, a model without variants, or an unknown
 *   variant or city.
 */
export function calculatorAnswer(snapshot: CatalogueSnapshot, query: RouteQuery<typeof calculatorRoute>): RouteDataInput<typeof calculatorRoute> {
  switch (query.key) {
    case 'city_brand':
      return { city: dropdown(snapshot.cities).sort(byText), brand: dropdown(snapshot.brands).sort(byText) };
    case 'model': {
      const rows = (query.makeId === undefined ? undefined : snapshot.modelsByBrand.get(query.makeId)) ?? [];
      if (rows.length === 0) throw new DomainError({ code: 'MODEL_NOT_FOUND' });
      return { model: dropdown(rows).sort(byText) };
    }
    case 'variant': {
      const rows = (query.modelId === undefined ? undefined : snapshot.variantsByModel.get(query.modelId)) ?? [];
      if (rows.length === 0) throw new DomainError({ code: 'MODEL_NOT_FOUND' });
      return { variant: dropdown(rows) };
    }
    case 'price': {
      const variant = query.variantId === undefined ? undefined : snapshot.variantsById.get(query.variantId);
      const city = query.cityId === undefined ? undefined : snapshot.citiesById.get(query.cityId);
      if (!variant || !city) throw new DomainError({ code: 'PRICE_NOT_FOUND' });
      return { price: { ex_showroom_price: exShowroomPrice(variant.basePrice, city.priceFactor) } };
    }
  }
}

/**
 * §7 asset: a model with its variants, each at its lowest price across cities.
 *
 * @throws {DomainError} NOT_FOUND for an unknown model.
 */
export function assetAnswer(snapshot: CatalogueSnapshot, query: RouteQuery<typeof assetRoute>): RouteDataInput<typeof assetRoute> {
  const model = snapshot.modelsById.get(query.modelId);
  const brand = model && snapshot.brandsById.get(model.brandId);
  if (!model || !brand) throw new DomainError({ code: 'MODEL_NOT_FOUND' });
  const variantRows = snapshot.variantsByModel.get(model.id) ?? [];
  const lowestFactor = Math.min(...snapshot.cities.map((row) => row.priceFactor));
  return {
    model_id: model.id,
    make_name: brand.name,
    model_name: model.name,
    carType: query.carType,
    body_type: model.bodyType,
    fuel_types: unique(variantRows.map((row) => row.fuel)),
    transmissions: unique(variantRows.map((row) => row.transmission)),
    seating_capacity: model.seatingCapacity,
    variants: variantRows.map((row) => ({
      variant_id: row.id,
      variant_name: row.name,
      ex_showroom_price: exShowroomPrice(row.basePrice, lowestFactor),
    })),
  };
}

/**
 * §7 model-image: a model's picture.
 *
 * @throws {DomainError} NOT_FOUND for an unknown model.
 */
export function modelImageAnswer(snapshot: CatalogueSnapshot, modelId: number): { modelImage: string } {
  const model = snapshot.modelsById.get(modelId);
  if (!model) throw new DomainError({ code: 'MODEL_NOT_FOUND' });
  return { modelImage: model.imageUrl };
}

/** §7 interest-rate: a product's bank rows in order (none for an unknown product). */
export function interestRateAnswer(snapshot: CatalogueSnapshot, product: string): RouteDataInput<typeof interestRateRoute> {
  return (snapshot.ratesByProduct.get(product) ?? []).map((row) => ({ logo: row.logo, bankname: row.bankname, interest: row.interest, pf: row.pf }));
}

/**
 * §7 platform-stats.
 *
 * @throws when the stats row is not seeded (a fault, not a client error).
 */
export function platformStatsAnswer(snapshot: CatalogueSnapshot): RouteDataInput<typeof platformStatsRoute> {
  const row = snapshot.platformStats;
  if (!row) throw new Error('platform stats are not seeded');
  return {
    total_channel_partner: row.totalChannelPartner,
    total_applied_amount: row.totalAppliedAmount,
    total_customer: row.totalCustomer,
    total_launch_cities: row.totalLaunchCities,
  };
}
