/** A job post is open to applications or closed (SPEC.md §2.5). No zod: the dashboard's form ships it. */
export const jobStatuses = ['open', 'closed'] as const;
export type JobStatus = (typeof jobStatuses)[number];
