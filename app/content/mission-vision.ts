/**
 * Transitional (issue 14): the Mission & Vision page's words are in the catalogue (`missionVision`,
 * app/i18n/en/mission-vision.ts). The home page's About section still takes the values from here;
 * delete this file once it reads them through `useWords('missionVision')`.
 */
export { missionVisionText as missionVision } from '~/i18n/en/mission-vision';
