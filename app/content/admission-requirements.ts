/**
 * Transitional (issue 14): what admission asks for is in the catalogue (`admissionRequirements`,
 * app/i18n/en/admission-requirements.ts). The home page's Admission Requirements section still takes
 * it from here; delete this file once it reads `useWords('admissionRequirements')`.
 */
import { admissionRequirementsText } from '~/i18n/en/admission-requirements';

export interface AdmissionClaim {
  title: string;
  text: string;
}

export const admissionDocuments: readonly string[] = admissionRequirementsText.documents;
export const admissionClaims: readonly AdmissionClaim[] = admissionRequirementsText.claims;
