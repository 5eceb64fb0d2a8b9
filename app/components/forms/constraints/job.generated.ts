// Generated from the module’s schema by app/components/forms/form-constraints.test.ts (UPDATE_GENERATED=1); do not edit.
// What the form’s fields tell the browser to check before sending (app/lib/form-constraints.ts).
export const jobConstraints = {"title":{"required":true,"maxLength":120},"details":{"required":true,"maxLength":5000},"titleHi":{"maxLength":120},"detailsHi":{"maxLength":5000},"status":{"required":true}} as const;
