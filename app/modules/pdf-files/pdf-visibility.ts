/** Who may fetch a PDF: anyone (a circular) or only who was given its address (a transfer certificate's scan). */
export type PdfVisibility = 'public' | 'private';
