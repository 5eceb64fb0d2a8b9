// Generated from the module’s schema by app/components/forms/form-constraints.test.ts (UPDATE_GENERATED=1); do not edit.
// What the form’s fields tell the browser to check before sending (app/lib/form-constraints.ts).
export const noticeConstraints = {"title":{"required":true,"maxLength":150},"details":{"required":true,"maxLength":5000},"titleHi":{"maxLength":150},"detailsHi":{"maxLength":5000},"date":{"required":true},"category":{"required":true},"priority":{"required":true}} as const;
