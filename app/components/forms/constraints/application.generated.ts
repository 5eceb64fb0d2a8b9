// Generated from the module’s schema by app/components/forms/form-constraints.test.ts (UPDATE_GENERATED=1); do not edit.
// What the form’s fields tell the browser to check before sending (app/lib/form-constraints.ts).
export const applicationConstraints = {"name":{"required":true,"maxLength":100},"email":{"required":true,"maxLength":200},"phone":{"required":true,"maxLength":20},"job":{"required":true},"consent":{"required":true},"submissionKey":{}} as const;
