// Generated from the modules’ schemas by form-constraints.test.ts (UPDATE_GENERATED=1); do not edit.
// What each form’s fields tell the browser to check before sending (app/lib/form-constraints.ts).
export const noticeConstraints = {"title":{"required":true,"maxLength":150},"details":{"required":true,"maxLength":5000},"date":{"required":true},"category":{"required":true},"priority":{"required":true}} as const;
export const jobConstraints = {"title":{"required":true,"maxLength":120},"details":{"required":true,"maxLength":5000},"status":{"required":true}} as const;
export const eventConstraints = {"title":{"maxLength":150},"date":{},"description":{"maxLength":2000}} as const;
export const galleryPhotoConstraints = {"title":{"required":true,"maxLength":150},"description":{"maxLength":1000}} as const;
export const facultyConstraints = {"name":{"required":true,"maxLength":100},"role":{"required":true,"maxLength":100},"details":{"maxLength":2000}} as const;
export const topperConstraints = {"name":{"required":true,"maxLength":100},"marks":{"required":true},"std":{"required":true,"maxLength":40},"examYear":{"maxLength":9}} as const;
export const testimonialConstraints = {"name":{"required":true,"maxLength":100},"relation":{"maxLength":120},"details":{"required":true,"maxLength":1000}} as const;
export const enquiryConstraints = {"parentName":{"required":true,"maxLength":100},"childName":{"required":true,"maxLength":100},"email":{"required":true,"maxLength":200},"phone":{"required":true,"maxLength":20},"classSought":{},"message":{"maxLength":5000},"submissionKey":{}} as const;
export const contactMessageConstraints = {"name":{"required":true,"maxLength":100},"email":{"required":true,"maxLength":200},"phone":{"maxLength":20},"inquiryType":{},"message":{"required":true,"maxLength":5000},"submissionKey":{}} as const;
export const applicationConstraints = {"name":{"required":true,"maxLength":100},"email":{"required":true,"maxLength":200},"phone":{"required":true,"maxLength":20},"job":{"required":true},"submissionKey":{}} as const;
