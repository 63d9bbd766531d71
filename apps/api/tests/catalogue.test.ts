import { DEFAULT_PLATFORM_STATS } from '@rinn/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformStats } from '../src/db/schema.js';
import { fc, test } from '@fast-check/vitest';
import { exShowroomPrice } from '../src/modules/calculator/catalogue-snapshot.js';
import { json, startTestServer, type TestServer } from './helpers.js';

describe('calculator and content data', () => {
  let server: TestServer;
  const get = (url: string) => server.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('DATA-004: city_brand, model, variant and price walk the new-car catalogue', async () => {
    const cityBrand = json(await get('/api/calculator?key=city_brand')).data;
    const brands = cityBrand.brand as { text: string; value: number }[];
    expect(brands.map((brand) => brand.text)).toEqual(['Honda', 'Hyundai', 'Kia', 'Mahindra', 'Maruti Suzuki', 'Tata', 'Toyota']);
    const mumbai = (cityBrand.city as { text: string; value: number }[]).find((city) => city.text === 'Mumbai')!;
    const hyundai = brands.find((brand) => brand.text === 'Hyundai')!;
    const modelList = json(await get(`/api/calculator?key=model&makeId=${hyundai.value}`)).data.model as { text: string; value: number }[];
    expect(modelList.map((model) => model.text)).toEqual(['Creta', 'i20', 'Venue']);
    const creta = modelList.find((model) => model.text === 'Creta')!;
    const variantList = json(await get(`/api/calculator?key=variant&modelId=${creta.value}`)).data.variant as { text: string; value: number }[];
    expect(variantList.map((variant) => variant.text)).toEqual(['E', 'EX', 'SX (O) Diesel AT']);
    const price = await get(`/api/calculator?key=price&variantId=${variantList[0]!.value}&cityId=${mumbai.value}`);
    expect(price.statusCode, price.body).toBe(200);
    expect(json(price).data).toEqual({ price: { ex_showroom_price: 1_111_000 } });
  });

  it('DATA-004: a missing id is a 400 and an unknown one a 404', async () => {
    const missing = await get('/api/calculator?key=price&variantId=2021');
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ code: 'VALIDATION_FAILED', message: 'cityId is required when key is price' });
    for (const url of ['/api/calculator?key=model&makeId=999', '/api/calculator?key=price&variantId=99999999999&cityId=1', '/api/calculator?key=variant&modelId=5']) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });

  test.prop([fc.integer({ min: 100_000, max: 50_000_000 }), fc.double({ min: 0.9, max: 1.1, noNaN: true })])(
    'DATA-004: the price is the base price times the city factor, rounded to the rupee',
    (basePrice, factor) => {
      const price = exShowroomPrice(basePrice, factor);
      expect(Number.isInteger(price)).toBe(true);
      expect(Math.abs(price - basePrice * factor)).toBeLessThanOrEqual(0.5);
    },
  );

  it('DATA-004: asset and model image come from the catalogue', async () => {
    const asset = json<{ fuel_types: string[]; variants: unknown[] }>(await get('/api/asset?modelId=202&carType=used')).data;
    expect(asset).toMatchObject({ model_id: 202, make_name: 'Hyundai', model_name: 'Creta', carType: 'used', body_type: 'SUV', seating_capacity: 5 });
    expect(asset.fuel_types).toEqual(['Petrol', 'Diesel']);
    expect(asset.variants[0]).toEqual({ variant_id: 2021, variant_name: 'E', ex_showroom_price: 1_083_500 });
    expect(json(await get('/api/model-image?model_id=202')).data).toEqual({ modelImage: '/images/cars/hyundai-creta.webp' });
    expect((await get('/api/model-image?model_id=77')).statusCode).toBe(404);
    expect((await get('/api/asset?modelId=202&carType=boat')).statusCode).toBe(400);
  });

  it('DATA-004: interest-rate rows for used cars are the §9 indicative rates with a 1 % fee', async () => {
    const rows = json<{ interest: number; pf: number; bankname: string; logo: string }[]>(await get('/api/interest-rate?product=usedcar')).data;
    expect(rows.map((row) => row.interest)).toEqual([14, 15, 15.5, 15.25]);
    expect(rows.every((row) => row.pf === 1 && row.bankname.length > 0 && row.logo.startsWith('/images/banks/'))).toBe(true);
    expect(json(await get('/api/interest-rate?product=unknown')).data).toEqual([]);
  });

  it('DATA-004: platform stats are served from the database, seeded with the figures the pages are rendered with', async () => {
    expect(json(await get('/api/platform-stats')).data).toEqual(DEFAULT_PLATFORM_STATS);
    await server.database.db.update(platformStats).set({ totalCustomer: 46_000 }).where(eq(platformStats.id, 1));
    await expect.poll(async () => json(await get('/api/platform-stats')).data.total_customer, { timeout: 5_000, interval: 20 }).toBe(46_000);
  });
});
