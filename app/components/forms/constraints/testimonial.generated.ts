// Generated from the module’s schema by app/components/forms/form-constraints.test.ts (UPDATE_GENERATED=1); do not edit.
// What the form’s fields tell the browser to check before sending (app/lib/form-constraints.ts).
export const testimonialConstraints = {"name":{"required":true,"maxLength":100},"relation":{"maxLength":120},"details":{"required":true,"maxLength":1000},"relationHi":{"maxLength":120},"detailsHi":{"maxLength":1000}} as const;
