/** The dashboard's gallery screens (SPEC.md §2.6, §8). */
export const dashboardGalleryText = {
  addTitle: 'Upload Photo',
  addLead: 'Add a photo to the Gallery page. Parents see the newest first.',
  listTitle: 'Manage Gallery Photos',
  listLead: 'Edit or delete photos in the gallery, newest first.',
  editTitle: 'Edit Photo',
  title: 'Title',
  titleHint: 'Also read aloud to visitors who cannot see the photo: say what it shows.',
  description: 'Description',
  photo: 'Photo',
  newPhoto: 'New photo',
  submit: 'Upload Photo',
  submitting: 'Uploading…',
  created: 'Photo uploaded successfully',
  deleted: 'Photo deleted successfully',
  empty: 'No photo found',
  itemWord: 'photo',
} as const;
