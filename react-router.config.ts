import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // Middleware is the gate of the dashboard and the API (docs/decisions/0041-middleware-gate.md): a
  // route's middleware runs however the route is asked (document, `.data`, `_routes`), loaders do not.
  future: { v8_middleware: true },
} satisfies Config;
