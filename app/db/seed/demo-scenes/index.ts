import { annualDay, annualDayCelebration, artClass, morningAssembly, scienceExhibition, scienceLab } from './indoor-scenes';
import { hurdles, ourCampus, prizeGiving, republicDay, sportsDay, tugOfWar } from './outdoor-scenes';

/**
 * The demo pictures (issue 18): one drawn scene per gallery photo and event, each showing what its
 * title says. The titles are the demo content's (`demo-content.ts`); a title without a scene is an
 * error, so a new demo item cannot quietly reuse another's picture.
 */
export const demoScenes = {
  'sports-day': sportsDay,
  'tug-of-war': tugOfWar,
  'prize-giving': prizeGiving,
  'annual-day': annualDay,
  'art-class': artClass,
  'morning-assembly': morningAssembly,
  'our-campus': ourCampus,
  'science-lab': scienceLab,
  'annual-day-celebration': annualDayCelebration,
  hurdles,
  'science-exhibition': scienceExhibition,
  'republic-day': republicDay,
} satisfies Record<string, () => string>;

export type DemoScene = keyof typeof demoScenes;

/** Gallery photos by their English title. */
const photoScenes: Record<string, DemoScene> = {
  'Sports Day': 'sports-day',
  'Tug of war': 'tug-of-war',
  'Prize giving': 'prize-giving',
  'Annual Day': 'annual-day',
  'Art class': 'art-class',
  'Morning assembly': 'morning-assembly',
  'Our campus': 'our-campus',
  'Science lab': 'science-lab',
};

/** Events by their English title. */
const eventScenes: Record<string, DemoScene> = {
  'Annual Day Celebration': 'annual-day-celebration',
  'Annual Sports Day': 'hurdles',
  'Science Exhibition': 'science-exhibition',
  'Republic Day Assembly': 'republic-day',
};

function sceneOf(table: Record<string, DemoScene>, title: string): DemoScene {
  const scene = table[title];
  if (!scene) throw new Error(`No demo picture is drawn for “${title}”: add a scene in app/db/seed/demo-scenes/.`);
  return scene;
}

export const galleryPhotoScene = (title: string) => sceneOf(photoScenes, title);
export const eventScene = (title: string) => sceneOf(eventScenes, title);

export function sceneSvg(scene: DemoScene): string {
  return demoScenes[scene]();
}
