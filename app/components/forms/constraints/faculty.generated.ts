// Generated from the module’s schema by app/components/forms/form-constraints.test.ts (UPDATE_GENERATED=1); do not edit.
// What the form’s fields tell the browser to check before sending (app/lib/form-constraints.ts).
export const facultyConstraints = {"name":{"required":true,"maxLength":100},"role":{"required":true,"maxLength":100},"details":{"maxLength":2000},"roleHi":{"maxLength":100},"detailsHi":{"maxLength":2000},"qualification":{"maxLength":200},"post":{},"appointment":{}} as const;
