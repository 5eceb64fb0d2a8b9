// Generated from the module’s schema by app/components/forms/form-constraints.test.ts (UPDATE_GENERATED=1); do not edit.
// What the form’s fields tell the browser to check before sending (app/lib/form-constraints.ts).
export const alertConstraints = {"text":{"required":true,"maxLength":300},"textHi":{"maxLength":300},"level":{"required":true},"startsAt":{"required":true},"endsAt":{"required":true}} as const;
