/** English sections of the staff pages: sign-in, the dashboard's frame and every screen. */
import { dashboardCalendarText } from './calendar';
import { dashboardAlertsText } from './alerts';
import { dashboardApplicationsText } from './dashboard-applications';
import { dashboardEventsText } from './dashboard-events';
import { dashboardFacultyText } from './dashboard-faculty';
import { dashboardFeesText } from './dashboard-fees';
import { dashboardGalleryText } from './dashboard-gallery';
import { dashboardInboxText } from './dashboard-inbox';
import { dashboardJobsText } from './dashboard-jobs';
import { dashboardNoticesText } from './dashboard-notices';
import { dashboardCertificatesText } from './dashboard-certificates';
import { dashboardDisclosureText } from './dashboard-disclosure';
import { dashboardSettingsText } from './dashboard-settings';
import { dashboardStaffText } from './dashboard-staff';
import { dashboardTestimonialsText } from './dashboard-testimonials';
import { dashboardToppersText } from './dashboard-toppers';
import { staffText } from './staff';
import { staffLoginText } from './staff-login';

export const dashboardSections = {
  staffLogin: staffLoginText,
  staff: staffText,
  dashboardAlerts: dashboardAlertsText,
  dashboardApplications: dashboardApplicationsText,
  dashboardCalendar: dashboardCalendarText,
  dashboardEvents: dashboardEventsText,
  dashboardFaculty: dashboardFacultyText,
  dashboardFees: dashboardFeesText,
  dashboardGallery: dashboardGalleryText,
  dashboardInbox: dashboardInboxText,
  dashboardJobs: dashboardJobsText,
  dashboardNotices: dashboardNoticesText,
  dashboardCertificates: dashboardCertificatesText,
  dashboardDisclosure: dashboardDisclosureText,
  dashboardSettings: dashboardSettingsText,
  dashboardStaff: dashboardStaffText,
  dashboardTestimonials: dashboardTestimonialsText,
  dashboardToppers: dashboardToppersText,
};
