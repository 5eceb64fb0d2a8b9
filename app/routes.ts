import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // The JSON API (DESIGN.md §4): resource routes, no UI.
  route('api/openapi.json', 'routes/api/openapi.ts'),
  route('api/notices', 'routes/api/notices.ts'),
  route('api/notices/:id', 'routes/api/notice.ts'),
  route('api/faculty', 'routes/api/faculty.ts'),
  route('api/faculty/:id', 'routes/api/faculty-member.ts'),
  route('api/toppers', 'routes/api/toppers.ts'),
  route('api/toppers/:id', 'routes/api/topper.ts'),
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
    route('school-faculty', 'routes/site/school-faculty.tsx'),
    route('faculty/:id', 'routes/site/faculty-profile.tsx'),
    route('school-topper', 'routes/site/school-topper.tsx'),
    route('leadership', 'routes/site/leadership.tsx'),
    route('*', 'routes/site/not-found.tsx'),
  ]),
] satisfies RouteConfig;
