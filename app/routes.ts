import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // The JSON API (DESIGN.md §4): resource routes, no UI.
  route('api/openapi.json', 'routes/api/openapi.ts'),
  route('api/notices', 'routes/api/notices.ts'),
  route('api/notices/:id', 'routes/api/notice.ts'),
  route('api/*', 'routes/api/not-found.ts'),

  // The public site, inside the shared frame (top bar, header, footer).
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('school-notices', 'routes/site/school-notices.tsx'),
    route('mission&vision', 'routes/site/mission-vision.tsx'),
    route('policies', 'routes/site/policies.tsx'),
    route('school-curriculum', 'routes/site/school-curriculum.tsx'),
    route('primary-education', 'routes/site/primary-education.tsx'),
    route('secondary-education', 'routes/site/secondary-education.tsx'),
    route('facility', 'routes/site/facilities.tsx'),
    route('facility/:id', 'routes/site/facility.tsx'),
    route('our-story', 'routes/site/our-story.tsx'),
    route('admissions', 'routes/site/admissions.tsx'),
    route('prospectus', 'routes/site/prospectus.tsx'),
    route('enquiry', 'routes/site/enquiry.tsx'),
    route('contact', 'routes/site/contact.tsx'),
    route('*', 'routes/site/not-found.tsx'),
  ]),
] satisfies RouteConfig;
