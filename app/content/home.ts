/**
 * Fixed content of the home page (SPEC.md §1 and §2.4): the About section, the academic and facility
 * cards, the campus statistics and the campus-life videos. Media files live in `public/media/` and
 * are drawn by `scripts/make-demo-media.sh` until the school replaces them with its own.
 */
import { contactFormHref } from '~/web/contact-links';
import type { StaticImage, VideoSource } from './hero';
import { missionVision } from './mission-vision';

/** SPEC.md §3 "Video item": id, link, title, duration; here the link is a local file, no embed. */
export interface VideoItem {
  id: string;
  title: string;
  /** How long the clip runs, as a player shows it ("0:08"). */
  duration: string;
  sources: VideoSource[];
  poster: StaticImage;
}

export interface LinkCard {
  title: string;
  text: string;
  to: string;
}

export interface Statistic {
  value: string;
  label: string;
}

/** SPEC.md §1: the home page's About section. The value cards are the Mission & Vision page's values. */
export const aboutSection = {
  eyebrow: 'About our school',
  title: 'Rooted in faith, focused on the future',
  text: 'We offer a quality education that joins strong fundamentals with modern learning practices: small classes, activity-based lessons, hands-on science and regular feedback to parents, so that every child grows in knowledge and in character.',
  values: missionVision.values,
  mission: {
    title: 'Our Mission',
    text: 'To nurture confident, responsible and compassionate individuals who are ready to learn, to serve and to lead.',
  },
  photo: {
    src: '/media/about-classroom.webp',
    width: 960,
    height: 720,
    alt: 'A teacher at the blackboard with a class of students at their desks',
  } satisfies StaticImage,
  more: { label: 'Read our story', to: '/our-story' },
};

/** The further section of SPEC.md §2.4 item 5, reached from the menu's Academics item (/#academics). */
export const academicsSection = {
  eyebrow: 'Academics',
  title: 'Learning that grows with your child',
  text: 'From the first day of Reception to Class 8, our teachers build strong reading, mathematics and science, and the habits of curiosity and care that last beyond school.',
  cards: [
    {
      title: 'Primary Education',
      text: 'Reception to Year 5: reading, numbers and discovery through play, projects and stories.',
      to: '/primary-education',
    },
    {
      title: 'Secondary Education',
      text: 'Classes 6 to 8: deeper subjects, laboratory work and the study habits of the years ahead.',
      to: '/secondary-education',
    },
    {
      title: 'Our Curriculum',
      text: 'Six areas of learning, from languages and mathematics to the arts and physical education.',
      to: '/school-curriculum',
    },
    {
      title: 'Our Faculty',
      text: 'Qualified, caring teachers who know every child by name.',
      to: '/school-faculty',
    },
    {
      title: 'Our Toppers',
      text: 'Students whose hard work earned the highest marks this year.',
      to: '/school-topper',
    },
  ] satisfies LinkCard[],
};

export type FacilityIcon = 'library' | 'science' | 'sports' | 'arts' | 'music' | 'commons';

/** SPEC.md §2.4 item 6: six cards; Student Commons also gets its page (DESIGN.md: no dead ends). */
export const facilitiesSection = {
  eyebrow: 'Facilities & amenities',
  title: 'A campus made for learning',
  text: 'Safe, clean and well-equipped spaces where children read, experiment, play, create and make friends.',
  cards: [
    {
      title: 'Modern Library',
      text: 'Books in English and Hindi for every age, a weekly library hour and a quiet place to read.',
      to: '/facility/library',
      icon: 'library',
    },
    {
      title: 'Science Laboratories',
      text: 'Hands-on experiments in physics, chemistry and biology, with safety first.',
      to: '/facility/science-labs',
      icon: 'science',
    },
    {
      title: 'Sports Complex',
      text: 'A playground, courts and coaching in cricket, football, athletics and yoga.',
      to: '/facility/sports-complex',
      icon: 'sports',
    },
    {
      title: 'Creative Arts Center',
      text: 'Drawing, painting and craft, with the children’s work on show around the school.',
      to: '/facility/arts-center',
      icon: 'arts',
    },
    {
      title: 'Music Hall',
      text: 'Singing, harmonium, tabla and keyboard, and rehearsals for every celebration.',
      to: '/facility/music-hall',
      icon: 'music',
    },
    {
      title: 'Student Commons',
      text: 'Shaded spaces to eat, rest and meet friends between lessons, always supervised.',
      to: '/facility/common-areas',
      icon: 'commons',
    },
  ] satisfies (LinkCard & { icon: FacilityIcon })[],
  tour: { label: 'Schedule a Facilities Tour', to: contactFormHref('facilities') },
};

/** SPEC.md §2.4 item 7 and §9: the statistics exactly as given, and the campus videos. */
export const campusLife = {
  eyebrow: 'Vibrant Campus Life',
  title: 'Every day is full at our school',
  text: 'Assemblies, experiments, games and celebrations: a few moments from our campus.',
  statistics: [
    { value: '200+', label: 'Students' },
    { value: '20+', label: 'Faculty' },
    { value: '3.8K+', label: 'Service Hours Annually' },
    { value: '99%', label: 'Student Satisfaction' },
  ] satisfies Statistic[],
  videos: [
    {
      id: 'assembly',
      title: 'Morning assembly',
      duration: '0:08',
      sources: [
        { src: '/media/assembly.webm', type: 'video/webm' },
        { src: '/media/assembly.mp4', type: 'video/mp4' },
      ],
      poster: { src: '/media/assembly-poster.webp', width: 640, height: 360, alt: '' },
    },
    {
      id: 'science-lab',
      title: 'In the science laboratory',
      duration: '0:06',
      sources: [
        { src: '/media/science-lab.webm', type: 'video/webm' },
        { src: '/media/science-lab.mp4', type: 'video/mp4' },
      ],
      poster: { src: '/media/science-lab-poster.webp', width: 640, height: 360, alt: '' },
    },
    {
      id: 'sports-day',
      title: 'Sports day on the school ground',
      duration: '0:10',
      sources: [
        { src: '/media/sports-day.webm', type: 'video/webm' },
        { src: '/media/sports-day.mp4', type: 'video/mp4' },
      ],
      poster: { src: '/media/sports-day-poster.webp', width: 640, height: 360, alt: '' },
    },
  ] satisfies VideoItem[],
};

/** SPEC.md §2.4 item 10, each button with a real target (DESIGN.md §5). */
export const joinSection = {
  title: 'Join Our School',
  text: 'Admissions are open. Tell us about your child, come and see the campus, or take the prospectus home to read.',
  actions: [
    { label: 'Start Application Now', to: '/enquiry' },
    { label: 'Schedule Campus Visit', to: '/admissions#tours' },
    { label: 'Download Prospectus', to: '/prospectus' },
  ],
};
