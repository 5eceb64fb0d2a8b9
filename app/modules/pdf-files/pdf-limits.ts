/**
 * What a PDF upload accepts (circulars, disclosure documents, transfer certificates), importable in
 * the browser so forms can say it ('PDF, up to 10 MB'). The server enforces the same number.
 */

/** 10 MB, read generously (1 MB = 1024 × 1024 bytes), as for photos. */
export const maxPdfBytes = 10 * 1024 * 1024;

/** For `<input type="file" accept>`: a hint to the phone's file picker; the server checks the bytes. */
export const acceptedPdfTypes = 'application/pdf,.pdf';
