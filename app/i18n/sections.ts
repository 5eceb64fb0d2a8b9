/**
 * Which section of a catalogue holds which of a language's parts, said once for every language
 * (DESIGN.md §8). Each language's folder exports its parts under the same names (en/parts.ts,
 * hi/parts.ts), in the shape the English ones set: a language whose parts lack a text English has
 * fails the type check where its catalogue is built. A page's loader sends the sections its
 * components read (`wordsFor`), so each page carries only its own.
 */
import type { LanguageParts } from './catalogue';

export function catalogueOf<Parts extends LanguageParts>(parts: Parts) {
  return {
    // The public frame's alert, the home page, and the news and voices pages.
    alertBar: parts.alertBarText,
    home: parts.homeText,
    homeIslands: parts.homeIslandsText,
    gallery: parts.galleryText,
    events: parts.eventsText,
    calendar: parts.calendarText,
    newsletter: parts.newsletterText,
    share: parts.shareText,
    testimonials: parts.testimonialsText,
    careers: parts.careersText,

    // The public pages other than home: one section per page (its title, lead, description and
    // content), and the sections several pages share (reach, facilities, forms, people…).
    ourStory: parts.ourStoryText,
    missionVision: parts.missionVisionText,
    leadership: parts.leadershipText,
    curriculum: parts.curriculumText,
    primaryEducation: parts.primaryEducationText,
    secondaryEducation: parts.secondaryEducationText,
    facilities: parts.facilitiesText,
    facilityPage: parts.facilityPageText,
    facilityDetails: parts.facilityDetailsText,
    admissions: parts.admissionsText,
    admissionSteps: parts.admissionStepsText,
    admissionRequirements: parts.admissionRequirementsText,
    entryAges: parts.entryAgesText,
    fees: parts.feesText,
    feeStructure: parts.feeStructureText,
    enquiry: parts.enquiryText,
    contact: parts.contactText,
    reach: parts.reachText,
    prospectus: parts.prospectusText,
    certificateCheck: parts.certificateCheckText,
    disclosure: parts.disclosureText,
    policies: parts.policiesText,
    forms: parts.formsText,
    contactForm: parts.contactFormText,
    formRefusals: parts.formRefusalsText,
    people: parts.peopleText,
    faculty: parts.facultyText,
    toppers: parts.toppersText,

    // The staff pages: sign-in, the dashboard's frame and every screen.
    staffLogin: parts.staffLoginText,
    staff: parts.staffText,
    dashboardAlerts: parts.dashboardAlertsText,
    dashboardApplications: parts.dashboardApplicationsText,
    dashboardCalendar: parts.dashboardCalendarText,
    dashboardEvents: parts.dashboardEventsText,
    dashboardFaculty: parts.dashboardFacultyText,
    dashboardFees: parts.dashboardFeesText,
    dashboardGallery: parts.dashboardGalleryText,
    dashboardInbox: parts.dashboardInboxText,
    dashboardJobs: parts.dashboardJobsText,
    dashboardNotices: parts.dashboardNoticesText,
    dashboardCertificates: parts.dashboardCertificatesText,
    dashboardDisclosure: parts.dashboardDisclosureText,
    dashboardSettings: parts.dashboardSettingsText,
    dashboardStaff: parts.dashboardStaffText,
    dashboardTestimonials: parts.dashboardTestimonialsText,
    dashboardToppers: parts.dashboardToppersText,

    // The office's e-mails and enquiries spreadsheet, and what forms and the API say when they refuse.
    officeMail: parts.officeMailText,
    enquiriesCsv: parts.enquiriesCsvText,
    rules: parts.rulesText,

    // The frame every public page shares, the notices and the error pages: several sections in one
    // part. Spread last, so that a section above with one of its names fails the type check (TS2783)
    // instead of being silently replaced.
    ...parts.siteText,
  };
}
