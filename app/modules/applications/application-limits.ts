/** The resume's limits, for the form (no zod: it ships to phones) and the server. */
export const maxResumeBytes = 5 * 1024 * 1024;
export const resumeAccept = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
