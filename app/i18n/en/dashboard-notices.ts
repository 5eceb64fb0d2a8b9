import { noticeCategoryNames } from './site';

/** The dashboard's notice screens (SPEC.md §8's texts, spelling as corrected by DESIGN.md §5). */
export const dashboardNoticesText = {
  addTitle: 'Add Notice',
  addLead: 'Publish a notice on the Notices page, the home page and the ticker.',
  listTitle: 'Manage Notices',
  listLead: 'Edit or delete published notices, newest first.',
  editTitle: 'Edit Notice',
  title: 'Title',
  details: 'Details',
  date: 'Date',
  category: 'Category',
  priority: 'Priority',
  /** A notice's optional PDF (issue 16). */
  circular: 'Circular (PDF)',
  removeCircular: 'Remove the circular',
  submit: 'Create Notice',
  submitting: 'Creating…',
  created: 'Notice Created Successfully',
  deleted: 'Notice deleted successfully',
  deleteFailed: 'Failed to delete notice. Please try again later.',
  empty: 'No Notice found.',
  itemWord: 'notice',
  /** Staff choose among the names visitors read, but pick "Other" where a visitor reads "General". */
  categories: { ...noticeCategoryNames, other: 'Other' },
  priorities: { high: 'High', medium: 'Medium', low: 'Low' },
} as const;
