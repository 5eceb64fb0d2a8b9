// Generated from the module’s schema by app/components/forms/form-constraints.test.ts (UPDATE_GENERATED=1); do not edit.
// What the form’s fields tell the browser to check before sending (app/lib/form-constraints.ts).
export const signInConstraints = {"username":{"required":true,"maxLength":100},"password":{"required":true}} as const;
