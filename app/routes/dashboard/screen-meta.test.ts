import { describe, expect, it } from 'vitest';
import { wordsFor } from '~/i18n/words.server';
import { dashboardLayoutId, screenMeta } from './screen-meta';

describe("the dashboard's words", () => {
  it('are plain data, which loader data carries whole to the browser', () => {
    const staffPages = wordsFor(
      'en',
      'staffLogin',
      'staff',
      'dashboardApplications',
      'dashboardEvents',
      'dashboardFaculty',
      'dashboardGallery',
      'dashboardInbox',
      'dashboardJobs',
      'dashboardNotices',
      'dashboardSettings',
      'dashboardStaff',
      'dashboardTestimonials',
      'dashboardToppers',
    );
    // A function (a text built in code) would be dropped on the way: JSON keeps only data.
    expect(JSON.parse(JSON.stringify(staffPages))).toEqual(staffPages);
  });

  it("title a screen with the layout's word for the dashboard", () => {
    const matches = [{ id: 'root', loaderData: {} }, { id: dashboardLayoutId, loaderData: { words: wordsFor('en', 'staff') } }];
    expect(screenMeta(matches, 'Add Notice')).toEqual([{ title: 'Add Notice | Dashboard' }]);
    // A screen whose loader failed has no words of its own; its error page keeps the site's title.
    expect(screenMeta(matches, undefined)).toEqual([]);
    expect(screenMeta([{ id: 'root', loaderData: {} }], 'Add Notice')).toEqual([]);
  });
});
