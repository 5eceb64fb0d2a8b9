import { describe, expect, it } from 'vitest';
import { accessOf, apiMethods } from '~/web/api-access.server';
import { apiAccess, noSuchCallPatterns } from './access';
import { openApiDocument, routePatternOf } from './openapi-document.server';

/** The access table, the OpenAPI document and the route table describe one API. */
describe('the API access table', () => {
  const documented = Object.entries(openApiDocument.paths as Record<string, Record<string, { security: unknown[] }>>);

  it('has a rule for every documented call, and documents every rule', () => {
    const calls = documented.flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${routePatternOf(path)}`));
    const rules = Object.entries(apiAccess)
      .filter(([pattern]) => !noSuchCallPatterns.includes(pattern) && pattern !== '/api/openapi.json')
      .flatMap(([pattern, methods]) => Object.keys(methods).map((method) => `${method} ${pattern}`));
    expect(calls.sort()).toEqual(rules.sort());
  });

  it('marks exactly the staff calls as needing the session cookie', () => {
    for (const [path, operations] of documented) {
      for (const [method, operation] of Object.entries(operations)) {
        const staffOnly = accessOf(apiAccess, routePatternOf(path), method.toUpperCase()) === 'staff';
        expect(operation.security, `${method} ${path}`).toEqual(staffOnly ? [{ staffSession: [] }] : []);
      }
    }
  });

  it('keeps what visitors sent for staff, and lets visitors send it', () => {
    for (const kind of ['enquiries', 'contact-messages', 'applications']) {
      expect(accessOf(apiAccess, `/api/${kind}`, 'GET')).toBe('staff');
      expect(accessOf(apiAccess, `/api/${kind}`, 'POST')).toBe('public');
    }
    for (const method of apiMethods) expect(accessOf(apiAccess, '/api/added-next-month', method), method).toBe('staff');
  });
});
