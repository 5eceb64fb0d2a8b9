// Generated from the module’s schema by app/components/forms/form-constraints.test.ts (UPDATE_GENERATED=1); do not edit.
// What the form’s fields tell the browser to check before sending (app/lib/form-constraints.ts).
export const topperConstraints = {"name":{"required":true,"maxLength":100},"marks":{"required":true},"std":{"required":true,"maxLength":40},"stdHi":{"maxLength":40},"examYear":{"maxLength":9}} as const;
