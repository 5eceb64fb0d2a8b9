// Generated from the module’s schema by app/components/forms/form-constraints.test.ts (UPDATE_GENERATED=1); do not edit.
// What the form’s fields tell the browser to check before sending (app/lib/form-constraints.ts).
export const albumConstraints = {"title":{"required":true,"maxLength":150},"description":{"maxLength":1000},"titleHi":{"maxLength":150},"descriptionHi":{"maxLength":1000},"heldOn":{"required":true}} as const;
