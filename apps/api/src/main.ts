import { ConfigError, loadConfig } from './config.js';
import { SiteBuildMissingError } from './modules/site/static-site.js';
import { buildServer } from './server.js';

try {
  const config = loadConfig(process.env);
  const app = await buildServer(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  if (error instanceof ConfigError || error instanceof SiteBuildMissingError) {
    console.error(error.message);
    process.exit(78);
  }
  console.error(error);
  process.exit(1);
}
