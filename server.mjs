// Development host: Vite serves the browser code with hot reload; the app and its database run as in
// production. Production runs build/server/index.js through scripts/start.mjs instead.
import { createServer } from 'vite';

const vite = await createServer({ server: { middlewareMode: true } });
const load = () => vite.ssrLoadModule('./server/app.ts');
const { parseConfig } = await vite.ssrLoadModule('./app/config.server.ts');
const site = await load();
const config = parseConfig({ NODE_ENV: 'development', ...process.env });
const services = await site.prepareServices(config);
const app = site.createSiteApp({ services, development: true });
app.use(vite.middlewares);
app.use(async (req, res, next) => {
  try {
    const fresh = await load();
    await fresh.reactRouterHandler(services, fresh.loadServerBuild)(req, res, next);
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    next(error);
  }
});
app.listen(config.port, config.host, () => {
  console.log(`Development server on http://localhost:${config.port}`);
});
