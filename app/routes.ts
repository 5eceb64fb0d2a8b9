import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // The JSON API (DESIGN.md §4): resource routes, no UI.
  route('api/openapi.json', 'routes/api/openapi.ts'),
  route('api/notices', 'routes/api/notices.ts'),
  route('api/notices/:id', 'routes/api/notice.ts'),
  route('api/jobs', 'routes/api/jobs.ts'),
  route('api/jobs/:id', 'routes/api/job.ts'),
  route('api/testimonials', 'routes/api/testimonials.ts'),
  route('api/testimonials/:id', 'routes/api/testimonial.ts'),
  route('api/*', 'routes/api/not-found.ts'),

  // Old careers addresses (SPEC.md's /carrier, the job panel's /career) answer 301 → /careers.
  route('carrier', 'routes/redirects/careers.ts', { id: 'redirects/carrier' }),
  route('career', 'routes/redirects/careers.ts', { id: 'redirects/career' }),

  // The public site, inside the shared frame (top bar, header, footer).
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('school-notices', 'routes/site/school-notices.tsx'),
    route('mission&vision', 'routes/site/mission-vision.tsx'),
    route('policies', 'routes/site/policies.tsx'),
    route('school-curriculum', 'routes/site/school-curriculum.tsx'),
    route('primary-education', 'routes/site/primary-education.tsx'),
    route('secondary-education', 'routes/site/secondary-education.tsx'),
    route('testimonial', 'routes/site/testimonial.tsx'),
    route('careers', 'routes/site/careers.tsx'),
    route('*', 'routes/site/not-found.tsx'),
  ]),
] satisfies RouteConfig;
