/** The gallery's dashboard addresses (SPEC.md's for the list and the upload screen). */
export const albumListPath = '/dashboard/del-picture';
export const uploadPath = '/dashboard/uploadimage';

/** An album's screen; the list when the photo has no album (a row written outside the module). */
export function albumEditorPath(albumId: number | null): string {
  return albumId === null ? albumListPath : `/dashboard/albums/${albumId}/edit`;
}
