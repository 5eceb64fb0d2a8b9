/**
 * What a photo upload accepts, importable in the browser so forms can say it ('Up to 10 MB') and
 * check a chosen file's size before sending it. The server enforces the same numbers.
 */

/**
 * 10 MB, read generously (1 MB = 1024 × 1024 bytes): a photo that a phone calls "10 MB" or
 * "10.4 MB" is never refused.
 */
export const maxImageBytes = 10 * 1024 * 1024;

/**
 * For `<input type="file" accept>`. HEIC is deliberately not listed: the server's image library
 * cannot decode it, and an iPhone converts a HEIC photo to JPEG when the form does not ask for HEIC.
 */
export const acceptedImageTypes = 'image/jpeg,image/png,image/webp,image/avif';

