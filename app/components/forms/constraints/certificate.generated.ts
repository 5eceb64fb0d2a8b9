// Generated from the module’s schema by app/components/forms/form-constraints.test.ts (UPDATE_GENERATED=1); do not edit.
// What the form’s fields tell the browser to check before sending (app/lib/form-constraints.ts).
export const certificateConstraints = {"number":{"required":true,"maxLength":40},"studentName":{"required":true,"maxLength":100},"className":{"required":true,"maxLength":40},"issueDate":{"required":true},"birthDate":{"required":true}} as const;
