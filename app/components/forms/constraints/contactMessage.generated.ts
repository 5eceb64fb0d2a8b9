// Generated from the module’s schema by app/components/forms/form-constraints.test.ts (UPDATE_GENERATED=1); do not edit.
// What the form’s fields tell the browser to check before sending (app/lib/form-constraints.ts).
export const contactMessageConstraints = {"name":{"required":true,"maxLength":100},"email":{"maxLength":200},"phone":{"maxLength":20},"inquiryType":{},"message":{"required":true,"maxLength":5000},"submissionKey":{}} as const;
