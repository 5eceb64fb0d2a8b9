/** English: the academic pages (SPEC.md §2.5): the curriculum, primary education and secondary education. */
export const curriculumText = {
  title: 'Curriculum',
  lead: 'A broad, balanced curriculum in English medium, with Hindi from the first day and care for every child’s pace.',
  areas: [
    {
      title: 'Languages',
      summary: 'Reading, writing, speaking and listening in two languages, with a library hour every week.',
      subjects: ['English', 'Hindi', 'Sanskrit (from Year 6)', 'Phonics', 'Creative writing'],
    },
    {
      title: 'Mathematics',
      summary: 'Strong number sense first, then reasoning and problem solving with hands-on materials.',
      subjects: ['Numbers', 'Mental maths', 'Geometry', 'Measurement', 'Data handling'],
    },
    {
      title: 'Science',
      summary: 'Curiosity through observation and experiment, in the classroom and the science laboratory.',
      subjects: ['Environmental studies', 'Physics', 'Chemistry', 'Biology', 'Lab practicals'],
    },
    {
      title: 'Social Science',
      summary: 'Our country, our state and the world: how people live, govern and care for the earth.',
      subjects: ['History', 'Geography', 'Civics', 'Bihar heritage', 'Current affairs'],
    },
    {
      title: 'Arts and Music',
      summary: 'Every child draws, sings and performs; talent is found and encouraged.',
      subjects: ['Drawing and painting', 'Craft', 'Vocal music', 'Tabla and harmonium', 'Dance'],
    },
    {
      title: 'Physical Education and Life Skills',
      summary: 'Healthy bodies and good habits: games every day, yoga, computers and values.',
      subjects: ['Yoga', 'Athletics', 'Cricket and football', 'Computer basics', 'Moral education'],
    },
  ],
  /** The list of an area's subjects, for screen readers. */
  subjectsLabel: '{area} subjects',
  stagesTitle: 'Stages',
  primary: { title: 'Primary Education', text: 'Reception to Year 5 (Class 5): the day, the years and how children learn.' },
  secondary: { title: 'Secondary Education', text: 'Year 6 to Year 8 (Classes 6 to 8): subject teachers, laboratories and study habits.' },
  learnMore: 'Learn More',
  scheduleTour: 'Schedule a Curriculum Tour',
  downloadGuide: 'Download Curriculum Guide',
} as const;

export const primaryEducationText = {
  title: 'Primary Education',
  lead: 'From Reception to Year 5 (Class 5), children learn to read, reason and get along, in small classes with a caring class teacher.',
  /** The breadcrumb back to the curriculum. */
  curriculum: 'Curriculum',
  yearGroupsTitle: 'Year groups',
  yearGroups: [
    { name: 'Reception (K.G.)', ages: 'Ages 4–5', focus: 'Play-based learning, first letters and numbers, songs and stories.' },
    { name: 'Year 1 (Class 1)', ages: 'Ages 5–6', focus: 'Phonics and reading, counting and simple sums, the world around us.' },
    { name: 'Year 2 (Class 2)', ages: 'Ages 6–7', focus: 'Fluent reading in English and Hindi, place value, drawing and music.' },
    { name: 'Year 3 (Class 3)', ages: 'Ages 7–8', focus: 'Writing paragraphs, multiplication and division, environmental studies.' },
    { name: 'Year 4 (Class 4)', ages: 'Ages 8–9', focus: 'Comprehension, fractions and measurement, first computer lessons.' },
    { name: 'Year 5 (Class 5)', ages: 'Ages 9–10', focus: 'Independent projects, decimals and geometry, readiness for middle school.' },
  ],
  dayTitle: 'A typical day',
  time: 'Time',
  whatHappens: 'What happens',
  day: [
    { time: '8:00 AM', activity: 'Morning assembly and prayer' },
    { time: '8:20 AM', activity: 'Languages: English and Hindi' },
    { time: '9:20 AM', activity: 'Mathematics' },
    { time: '10:20 AM', activity: 'Break and healthy snack' },
    { time: '10:40 AM', activity: 'Environmental studies or science' },
    { time: '11:40 AM', activity: 'Art, music or games' },
    { time: '12:30 PM', activity: 'Lunch' },
    { time: '1:10 PM', activity: 'Reading hour in the library' },
    { time: '2:00 PM', activity: 'Activity clubs and projects' },
    { time: '3:00 PM', activity: 'Reflection and homework diary' },
    { time: '3:30 PM', activity: 'Home time' },
  ],
  contactUs: 'Contact Us',
  downloadProspectus: 'Download Prospectus',
} as const;

export const secondaryEducationText = {
  title: 'Secondary Education',
  lead: 'Year 6 to Year 8 (Classes 6 to 8), the last three years at our school: subject teachers, laboratory science, and the study habits students take with them to Class 9 wherever they go next.',
  curriculum: 'Curriculum',
  classesTitle: 'Classes',
  years: [
    { name: 'Year 6 (Class 6)', ages: 'Ages 10–11', focus: 'Subject teachers for every subject; Sanskrit begins; first laboratory practicals.' },
    { name: 'Year 7 (Class 7)', ages: 'Ages 11–12', focus: 'Algebra and geometry, physics, chemistry and biology as separate topics.' },
    { name: 'Year 8 (Class 8)', ages: 'Ages 12–13', focus: 'Projects, the science exhibition, and a calm move to Class 9 at the school each family chooses.' },
  ],
  highlightsTitle: 'How students learn',
  highlights: [
    { title: 'Regular assessment', text: 'Unit tests, half-yearly and annual examinations, with a report card parents can follow.' },
    { title: 'Science laboratory', text: 'Practical periods every week, so that theory is seen and tested by the students themselves.' },
    { title: 'Guidance', text: 'Class teachers meet parents each term, and in Year 8 help every family choose a school for Class 9.' },
  ],
  seeCurriculum: 'See the Curriculum',
  contactUs: 'Contact Us',
} as const;
