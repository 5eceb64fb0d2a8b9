// Generated from the module’s schema by app/components/forms/form-constraints.test.ts (UPDATE_GENERATED=1); do not edit.
// What the form’s fields tell the browser to check before sending (app/lib/form-constraints.ts).
export const feeSessionConstraints = {"session":{"required":true},"notes":{"maxLength":2000},"notesHi":{"maxLength":2000},"otherHeadName":{"maxLength":40},"otherHeadNameHi":{"maxLength":40}} as const;
