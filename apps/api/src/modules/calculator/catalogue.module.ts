import { assetRoute, calculatorRoute, interestRateRoute, loansRoute, modelImageRoute, platformStatsRoute } from '@rinn/contract';
import type { FastifyPluginAsync } from 'fastify';
import { mountCachedRoute } from '../../http/mount-cached-route.js';
import type { CatalogueCache } from './catalogue-cache.js';
import {
  assetAnswer,
  calculatorAnswer,
  interestRateAnswer,
  loansAnswer,
  modelImageAnswer,
  platformStatsAnswer,
} from './catalogue-snapshot.js';

/**
 * The catalogue reads (§7 loans, calculator, asset, model image, interest-rate, platform stats),
 * answered from the catalogue in memory (CACHE-001).
 *
 * @param app - the module's own (encapsulated) instance.
 * @param options - the catalogue in memory.
 * @example
 * await app.register(catalogueModule, { catalogue: await CatalogueCache.open(database, app.log) });
 */
export const catalogueModule: FastifyPluginAsync<{ readonly catalogue: CatalogueCache }> = async (app, { catalogue }) => {
  mountCachedRoute(app, loansRoute, catalogue, () => '', (snapshot) => loansAnswer(snapshot));
  mountCachedRoute(
    app,
    calculatorRoute,
    catalogue,
    ({ query }) => `${query.key}:${query.makeId}:${query.modelId}:${query.variantId}:${query.cityId}`,
    (snapshot, { query }) => calculatorAnswer(snapshot, query),
  );
  mountCachedRoute(app, assetRoute, catalogue, ({ query }) => `${query.modelId}:${query.carType}`, (snapshot, { query }) => assetAnswer(snapshot, query));
  mountCachedRoute(app, modelImageRoute, catalogue, ({ query }) => String(query.model_id), (snapshot, { query }) => modelImageAnswer(snapshot, query.model_id));
  mountCachedRoute(app, interestRateRoute, catalogue, ({ query }) => query.product, (snapshot, { query }) => interestRateAnswer(snapshot, query.product));
  mountCachedRoute(app, platformStatsRoute, catalogue, () => '', (snapshot) => platformStatsAnswer(snapshot));
};
