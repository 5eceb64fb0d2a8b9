/** What a notice is about, and how much it matters (SPEC.md §2.1). No zod: the dashboard's form ships it. */
export const noticeCategories = ['academic', 'sports', 'arts', 'admissions', 'facility', 'holiday', 'other'] as const;
export type NoticeCategory = (typeof noticeCategories)[number];

export const noticePriorities = ['high', 'medium', 'low'] as const;
export type NoticePriority = (typeof noticePriorities)[number];
