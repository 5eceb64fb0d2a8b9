/**
 * English sections of the public pages other than home: one section per page (its title, lead,
 * description and content), and the sections several pages share (reach, facilities, forms, people…).
 * A page's loader sends the sections its components read (`wordsFor`), so each page carries only its own.
 */
import type { dashboardSections } from './dashboard-sections';
import { certificateCheckText } from './certificate-check';
import { disclosureText } from './disclosure';
import { curriculumText, primaryEducationText, secondaryEducationText } from './academics';
import { admissionRequirementsText } from './admission-requirements';
import { admissionStepsText, enquiryText } from './admissions';
import { admissionsText, feesText } from './admissions-page';
import { contactText, reachText } from './contact';
import { facilitiesText, facilityPageText } from './facilities';
import { facilityDetailsText } from './facility-details';
import { feeStructureText } from './fee-structure';
import { contactFormText, formRefusalsText, formsText } from './forms';
import { leadershipText } from './leadership';
import { missionVisionText } from './mission-vision';
import { ourStoryText } from './our-story';
import { facultyText, peopleText, toppersText } from './people';
import { policiesText } from './policies';
import { prospectusText } from './prospectus';
import type { siteSections } from './site-sections';

export const pageSections = {
  ourStory: ourStoryText,
  missionVision: missionVisionText,
  leadership: leadershipText,
  curriculum: curriculumText,
  primaryEducation: primaryEducationText,
  secondaryEducation: secondaryEducationText,
  facilities: facilitiesText,
  facilityPage: facilityPageText,
  facilityDetails: facilityDetailsText,
  admissions: admissionsText,
  admissionSteps: admissionStepsText,
  admissionRequirements: admissionRequirementsText,
  fees: feesText,
  feeStructure: feeStructureText,
  enquiry: enquiryText,
  contact: contactText,
  reach: reachText,
  prospectus: prospectusText,
  certificateCheck: certificateCheckText,
  disclosure: disclosureText,
  policies: policiesText,
  forms: formsText,
  contactForm: contactFormText,
  formRefusals: formRefusalsText,
  people: peopleText,
  faculty: facultyText,
  toppers: toppersText,
};

// The groups are spread into one catalogue (index.ts), where a name used twice would silently hide
// one section: a name shared with another group fails the type check here.
type NoneOf<Names extends never> = Names;
export type SectionNamesSharedWithOtherGroups = NoneOf<
  keyof typeof pageSections & (keyof typeof siteSections | keyof typeof dashboardSections)
>;
