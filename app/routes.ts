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
  route('api/photos', 'routes/api/photos.ts'),
  route('api/photos/:id', 'routes/api/photo.ts'),
  route('api/events', 'routes/api/events.ts'),
  route('api/events/:id', 'routes/api/event.ts'),
  route('api/faculty', 'routes/api/faculty.ts'),
  route('api/faculty/:id', 'routes/api/faculty-member.ts'),
  route('api/toppers', 'routes/api/toppers.ts'),
  route('api/toppers/:id', 'routes/api/topper.ts'),
  route('api/auth/login', 'routes/api/auth-login.ts'),
  route('api/auth/logout', 'routes/api/auth-logout.ts'),
  route('api/auth/session', 'routes/api/auth-session.ts'),
  route('api/*', 'routes/api/not-found.ts'),

  // For search engines.
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  // Old careers addresses (SPEC.md's /carrier, the job panel's /career) answer 301 → /careers.
  route('carrier', 'routes/redirects/careers.ts', { id: 'redirects/carrier' }),
  route('career', 'routes/redirects/careers.ts', { id: 'redirects/career' }),

  // Staff: sign-out, and the dashboard (every page behind requireStaff in its layout).
  route('logout', 'routes/staff-logout.ts'),
  layout('routes/dashboard/layout.tsx', [
    route('dashboard', 'routes/dashboard/overview.tsx'),
    route('dashboard/add-notice', 'routes/dashboard/notices/add-notice.tsx'),
    route('dashboard/delnotice', 'routes/dashboard/notices/delnotice.tsx'),
    route('dashboard/notices/:id/edit', 'routes/dashboard/notices/edit-notice.tsx'),
    route('dashboard/uploadimage', 'routes/dashboard/gallery/uploadimage.tsx'),
    route('dashboard/del-picture', 'routes/dashboard/gallery/del-picture.tsx'),
    route('dashboard/photos/:id/edit', 'routes/dashboard/gallery/edit-photo.tsx'),
    route('dashboard/add-upevents', 'routes/dashboard/events/add-upevents.tsx'),
    route('dashboard/del-events', 'routes/dashboard/events/del-events.tsx'),
    route('dashboard/events/:id/edit', 'routes/dashboard/events/edit-event.tsx'),
  ]),
  // SPEC.md's editor address for a notice.
  route('notice/:id/update', 'routes/redirects/notice-update.ts'),

  // The public site, inside the shared frame (top bar, header, footer).
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('school-notices', 'routes/site/school-notices.tsx'),
    route('mission&vision', 'routes/site/mission-vision.tsx'),
    route('policies', 'routes/site/policies.tsx'),
    route('school-curriculum', 'routes/site/school-curriculum.tsx'),
    route('primary-education', 'routes/site/primary-education.tsx'),
    route('secondary-education', 'routes/site/secondary-education.tsx'),
    route('notices/:id', 'routes/site/notice.tsx'),
    route('gallery', 'routes/site/gallery.tsx'),
    route('upcoming-events', 'routes/site/upcoming-events.tsx'),
    route('newsletter', 'routes/site/newsletter.tsx'),
    route('school-faculty', 'routes/site/school-faculty.tsx'),
    route('faculty/:id', 'routes/site/faculty-profile.tsx'),
    route('school-topper', 'routes/site/school-topper.tsx'),
    route('leadership', 'routes/site/leadership.tsx'),
    route('testimonial', 'routes/site/testimonial.tsx'),
    route('careers', 'routes/site/careers.tsx'),
    route('login', 'routes/site/login.tsx'),
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
