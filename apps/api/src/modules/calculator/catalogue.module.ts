import {
  type RouteQuery,
  assetRoute,
  calculatorRoute,
  interestRateRoute,
  modelImageRoute,
  platformStatsRoute,
} from '@rinn/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { fitsIntegerKey } from '../../db/int-id.js';
import { brands, cities, interestRates, models, platformStats, variants } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { messages } from '../../http/messages.js';
import { mountRoute } from '../../http/mount-route.js';
import { ReadCache } from '../../http/read-cache.js';
import type { ModuleContext } from '../context.js';

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

async function findModel(db: Database, modelId: number) {
  if (!fitsIntegerKey(modelId)) return undefined;
  const [row] = await db
    .select({ model: models, makeName: brands.name })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(eq(models.id, modelId));
  return row;
}

/** Catalogue rows change only with a seed or deploy; a minute of reuse is invisible to users. */
const CATALOGUE_CACHE_MS = 60_000;

/** Dropdowns sort as people read them (i20 beside Hyundai's other models), whatever the database collation. */
const byText = (a: { text: string }, b: { text: string }) => a.text.localeCompare(b.text, 'en', { sensitivity: 'base' });

const unique = <Value>(values: readonly Value[]): Value[] => [...new Set(values)];

/**
 * Calculator catalogue and content data (§7 calculator, asset, model image, interest-rate,
 * platform stats), all from the database.
 *
 * @param app - the server.
 * @param context - the services.
 * @example
 * catalogueModule(app, context);
 */
export function catalogueModule(app: FastifyInstance, context: ModuleContext): void {
  const { db } = context;
  const cache = new ReadCache(context.clock, CATALOGUE_CACHE_MS);

  mountRoute(app, calculatorRoute, context.sessions, async ({ query }) =>
    cache.read(`calculator:${query.key}:${query.makeId}:${query.modelId}:${query.variantId}:${query.cityId}`, () => calculatorLookup(query)),
  );

  async function calculatorLookup(query: RouteQuery<typeof calculatorRoute>) {
    switch (query.key) {
      case 'city_brand': {
        const [cityRows, brandRows] = await Promise.all([
          db.select().from(cities),
          db.select().from(brands),
        ]);
        return {
          data: {
            city: cityRows.map((row) => ({ text: row.name, value: row.id })).sort(byText),
            brand: brandRows.map((row) => ({ text: row.name, value: row.id })).sort(byText),
          },
        };
      }
      case 'model': {
        const makeId = query.makeId!;
        const rows = fitsIntegerKey(makeId) ? await db.select().from(models).where(eq(models.brandId, makeId)) : [];
        if (rows.length === 0) throw new ApiError('NOT_FOUND', messages.modelNotFound);
        return { data: { model: rows.map((row) => ({ text: row.name, value: row.id })).sort(byText) } };
      }
      case 'variant': {
        const modelId = query.modelId!;
        const rows = fitsIntegerKey(modelId) ? await db.select().from(variants).where(eq(variants.modelId, modelId)).orderBy(asc(variants.basePrice), asc(variants.id)) : [];
        if (rows.length === 0) throw new ApiError('NOT_FOUND', messages.modelNotFound);
        return { data: { variant: rows.map((row) => ({ text: row.name, value: row.id })) } };
      }
      case 'price': {
        const variantId = query.variantId!;
        const cityId = query.cityId!;
        if (!fitsIntegerKey(variantId) || !fitsIntegerKey(cityId)) throw new ApiError('NOT_FOUND', messages.priceNotFound);
        const [[variant], [city]] = await Promise.all([
          db.select().from(variants).where(eq(variants.id, variantId)),
          db.select().from(cities).where(eq(cities.id, cityId)),
        ]);
        if (!variant || !city) throw new ApiError('NOT_FOUND', messages.priceNotFound);
        return { data: { price: { ex_showroom_price: exShowroomPrice(variant.basePrice, city.priceFactor) } } };
      }
    }
  }

  mountRoute(app, assetRoute, context.sessions, async ({ query }) => {
    const found = await findModel(db, query.modelId);
    if (!found) throw new ApiError('NOT_FOUND', messages.modelNotFound);
    const [variantRows, cityRows] = await Promise.all([
      db.select().from(variants).where(eq(variants.modelId, found.model.id)).orderBy(asc(variants.basePrice)),
      db.select({ priceFactor: cities.priceFactor }).from(cities),
    ]);
    const lowestFactor = Math.min(...cityRows.map((row) => row.priceFactor));
    return {
      data: {
        model_id: found.model.id,
        make_name: found.makeName,
        model_name: found.model.name,
        carType: query.carType,
        body_type: found.model.bodyType,
        fuel_types: unique(variantRows.map((row) => row.fuel)),
        transmissions: unique(variantRows.map((row) => row.transmission)),
        seating_capacity: found.model.seatingCapacity,
        variants: variantRows.map((row) => ({
          variant_id: row.id,
          variant_name: row.name,
          ex_showroom_price: exShowroomPrice(row.basePrice, lowestFactor),
        })),
      },
    };
  });

  mountRoute(app, modelImageRoute, context.sessions, async ({ query }) => {
    const found = await findModel(db, query.model_id);
    if (!found) throw new ApiError('NOT_FOUND', messages.modelNotFound);
    return { data: { modelImage: found.model.imageUrl } };
  });

  mountRoute(app, interestRateRoute, context.sessions, async ({ query }) =>
    cache.read(`interest-rate:${query.product}`, async () => {
      const rows = await db.select().from(interestRates).where(eq(interestRates.product, query.product)).orderBy(asc(interestRates.position));
      return { data: rows.map((row) => ({ logo: row.logo, bankname: row.bankname, interest: row.interest, pf: row.pf })) };
    }),
  );

  mountRoute(app, platformStatsRoute, context.sessions, async () => cache.read('platform-stats', loadPlatformStats));

  async function loadPlatformStats() {
    const [row] = await db.select().from(platformStats).where(eq(platformStats.id, 1));
    if (!row) throw new Error('platform stats are not seeded');
    return {
      data: {
        total_channel_partner: row.totalChannelPartner,
        total_applied_amount: row.totalAppliedAmount,
        total_customer: row.totalCustomer,
        total_launch_cities: row.totalLaunchCities,
      },
    };
  }
}
