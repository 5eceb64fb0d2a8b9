// Generated from the module’s schema by app/components/forms/form-constraints.test.ts (UPDATE_GENERATED=1); do not edit.
// What the form’s fields tell the browser to check before sending (app/lib/form-constraints.ts).
export const enquiryConstraints = {"parentName":{"required":true,"maxLength":100},"childName":{"required":true,"maxLength":100},"email":{"maxLength":200},"phone":{"required":true,"maxLength":20},"classSought":{},"message":{"maxLength":5000},"consent":{"required":true},"submissionKey":{}} as const;
