// Generated from the module’s schema by app/components/forms/form-constraints.test.ts (UPDATE_GENERATED=1); do not edit.
// What the form’s fields tell the browser to check before sending (app/lib/form-constraints.ts).
export const eventConstraints = {"title":{"maxLength":150},"date":{},"description":{"maxLength":2000},"titleHi":{"maxLength":150},"descriptionHi":{"maxLength":2000}} as const;
