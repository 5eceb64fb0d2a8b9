import type { ApiAccessTable } from '~/web/api-access.server';

/**
 * Who may call what (DESIGN.md §4), by route pattern as in app/routes.ts. The API's middleware
 * (./layout.ts) enforces it before any route's code runs; the OpenAPI document states it per call.
 * A method not listed answers 405; a pattern not listed is staff-only (and fails the tests).
 */
const content = { GET: 'public', POST: 'staff' } as const;
const contentItem = { GET: 'public', PATCH: 'staff', DELETE: 'staff' } as const;
/** What visitors send (public POST); what they sent is for staff only. */
const visitorForm = { GET: 'staff', POST: 'public' } as const;
const visitorFormItem = { GET: 'staff', PATCH: 'staff', DELETE: 'staff' } as const;

/** Any other address under /api, and /api itself: a JSON 404 whatever the method. */
const noSuchCall = { GET: 'public', POST: 'public', PUT: 'public', PATCH: 'public', DELETE: 'public' } as const;
/** The patterns of `noSuchCall`: no call of the API, so neither documented nor a list to keep. */
export const noSuchCallPatterns: readonly string[] = ['/api/*', '/api'];

export const apiAccess: ApiAccessTable = {
  '/api/openapi.json': { GET: 'public' },
  // Load balancers' question: answered live every time (personal: no cache keeps it).
  '/api/health': { GET: 'personal' },
  '/api/notices': content,
  '/api/notices/:id': contentItem,
  '/api/jobs': content,
  '/api/jobs/:id': contentItem,
  // `?all` (scheduled and ended ones too) is answered to staff only (the route checks).
  '/api/alerts': content,
  '/api/alerts/:id': { PATCH: 'staff', DELETE: 'staff' },
  '/api/testimonials': content,
  '/api/testimonials/:id': contentItem,
  '/api/photos': content,
  '/api/photos/:id': contentItem,
  '/api/events': content,
  '/api/events/:id': contentItem,
  '/api/albums': content,
  '/api/albums/:id': contentItem,
  '/api/calendar': content,
  '/api/calendar/:id': contentItem,
  '/api/faculty': content,
  '/api/faculty/:id': contentItem,
  '/api/toppers': content,
  '/api/toppers/:id': contentItem,
  '/api/settings': { GET: 'public', PATCH: 'staff' },
  // A draft session is answered to staff only (the routes check); visitors get the published ones.
  '/api/fees': content,
  '/api/fees/:session': { ...contentItem, PUT: 'staff' },
  '/api/enquiries': visitorForm,
  '/api/enquiries/:id': visitorFormItem,
  '/api/contact-messages': visitorForm,
  '/api/contact-messages/:id': visitorFormItem,
  '/api/applications': visitorForm,
  '/api/applications/:id': { DELETE: 'staff' },
  '/api/applications/:id/resume': { GET: 'staff' },
  '/api/disclosure': { GET: 'public', PATCH: 'staff' },
  '/api/disclosure/documents': { POST: 'staff' },
  '/api/disclosure/documents/:id': { DELETE: 'staff' },
  '/api/transfer-certificates': { GET: 'staff', POST: 'staff' },
  // Anyone may check a certificate they hold (rate limited, one plain answer for any miss).
  '/api/transfer-certificates/verify': { POST: 'public' },
  '/api/transfer-certificates/:id': { GET: 'staff', DELETE: 'staff' },
  '/api/auth/login': { POST: 'personal' },
  '/api/auth/logout': { POST: 'staff' },
  '/api/auth/session': { GET: 'personal' },
  '/api/*': noSuchCall,
  '/api': noSuchCall,
};
