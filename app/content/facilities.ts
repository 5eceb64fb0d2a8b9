/**
 * The school's six facilities (SPEC.md §3: title, description, features, images, hours, capacity,
 * location), rendered by /facility, /facility/:id, our story, the prospectus and the home page's grid.
 * Here: the ids (the pages' addresses and the words' keys in the catalogue) and the pictures. The
 * words are in the catalogue: `facilities` (title, summary, each picture's alt text, in this order)
 * and `facilityDetails` (the page's own text).
 * Images are drawn illustrations (`FacilityIllustration`), named by scene, until the school supplies
 * photographs.
 */

export const facilityIds = ['library', 'science-labs', 'sports-complex', 'arts-center', 'music-hall', 'common-areas'] as const;
export type FacilityId = (typeof facilityIds)[number];

export const facilityScenes = [
  'library-shelves',
  'library-reading',
  'lab-bench',
  'lab-microscope',
  'sports-ground',
  'sports-court',
  'arts-easel',
  'arts-craft',
  'music-instruments',
  'music-stage',
  'commons-courtyard',
  'commons-dining',
] as const;
export type FacilityScene = (typeof facilityScenes)[number];

/** Each facility's pictures, the first on its card; their alt texts are `facilities[id].pictures`, in this order. */
export const facilityPictures: Record<FacilityId, readonly [FacilityScene, ...FacilityScene[]]> = {
  library: ['library-shelves', 'library-reading'],
  'science-labs': ['lab-bench', 'lab-microscope'],
  'sports-complex': ['sports-ground', 'sports-court'],
  'arts-center': ['arts-easel', 'arts-craft'],
  'music-hall': ['music-instruments', 'music-stage'],
  'common-areas': ['commons-courtyard', 'commons-dining'],
};

export function isFacilityId(id: string): id is FacilityId {
  return (facilityIds as readonly string[]).includes(id);
}
