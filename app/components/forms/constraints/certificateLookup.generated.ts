// Generated from the module’s schema by app/components/forms/form-constraints.test.ts (UPDATE_GENERATED=1); do not edit.
// What the form’s fields tell the browser to check before sending (app/lib/form-constraints.ts).
export const certificateLookupConstraints = {"number":{"required":true,"maxLength":40},"birthDate":{"required":true}} as const;
