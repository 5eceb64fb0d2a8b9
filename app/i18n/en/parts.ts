/**
 * The English catalogue's parts: each section's words, under the names every language's folder gives
 * them (../hi/parts.ts). Which section holds which part is said once, for every language, in
 * ../sections.ts.
 */
export { curriculumText, primaryEducationText, secondaryEducationText } from './academics';
export { admissionRequirementsText } from './admission-requirements';
export { admissionStepsText, enquiryText } from './admissions';
export { admissionsText, entryAgesText, feesText } from './admissions-page';
export { alertBarText, dashboardAlertsText } from './alerts';
export { calendarText, dashboardCalendarText } from './calendar';
export { certificateCheckText } from './certificate-check';
export { contactText, reachText } from './contact';
export { dashboardApplicationsText } from './dashboard-applications';
export { dashboardCertificatesText } from './dashboard-certificates';
export { dashboardDisclosureText } from './dashboard-disclosure';
export { dashboardEventsText } from './dashboard-events';
export { dashboardFacultyText } from './dashboard-faculty';
export { dashboardFeesText } from './dashboard-fees';
export { dashboardGalleryText } from './dashboard-gallery';
export { dashboardInboxText } from './dashboard-inbox';
export { dashboardJobsText } from './dashboard-jobs';
export { dashboardNoticesText } from './dashboard-notices';
export { dashboardSettingsText } from './dashboard-settings';
export { dashboardStaffText } from './dashboard-staff';
export { dashboardTestimonialsText } from './dashboard-testimonials';
export { dashboardToppersText } from './dashboard-toppers';
export { disclosureText } from './disclosure';
export { facilitiesText, facilityPageText } from './facilities';
export { facilityDetailsText } from './facility-details';
export { feeStructureText } from './fee-structure';
export { contactFormText, formRefusalsText, formsText } from './forms';
export { homeText } from './home';
export { homeIslandsText } from './home-islands';
export { leadershipText } from './leadership';
export { missionVisionText } from './mission-vision';
export { eventsText, galleryText, newsletterText, shareText } from './news';
export { enquiriesCsvText, officeMailText } from './office';
export { ourStoryText } from './our-story';
export { facultyText, peopleText, toppersText } from './people';
export { policiesText } from './policies';
export { prospectusText } from './prospectus';
export { rulesText } from './rules';
export { siteText } from './site';
export { staffText } from './staff';
export { staffLoginText } from './staff-login';
export { careersText, testimonialsText } from './voices';
