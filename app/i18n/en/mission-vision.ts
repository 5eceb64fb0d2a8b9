/** English: the Mission & Vision page (SPEC.md §2.5: static text). The home page's About section shows the values too. */
export const missionVisionText = {
  title: 'Mission & Vision',
  lead: 'Why we exist, and the school we are growing into.',
  mission: {
    title: 'Our Mission',
    text: 'To nurture confident, responsible and compassionate individuals through a caring, value-based education that joins strong fundamentals with modern ways of learning, so that every child, whatever their starting point, leaves us ready to learn, to serve and to lead.',
  },
  vision: {
    title: 'Our Vision',
    text: 'A school rooted in faith and focused on the future: a place in Bihar where children grow in knowledge and character together, families are partners, and every student discovers what they can give to their community and to the world.',
  },
  valuesTitle: 'Our values',
  values: [
    {
      title: 'Value-Based Education',
      text: 'Honesty, kindness and respect are taught every day, in assembly, in class and on the playground.',
    },
    {
      title: 'Global Perspective',
      text: 'Fluent English alongside Hindi, and an open, curious view of other places, people and ideas.',
    },
    {
      title: 'Community Focus',
      text: 'Parents, teachers and neighbours work together; students learn to care for those around them.',
    },
    {
      title: 'Academic Excellence',
      text: 'Strong foundations in reading, mathematics and science, with attention to each child’s progress.',
    },
  ],
  promises: {
    title: 'What we promise every family',
    items: [
      'Every child is known by name and followed by a class teacher who talks with you.',
      'Small classes, regular assessment and a progress report you can understand.',
      'A safe, clean campus with trained staff and clear rules.',
      'Open doors: the office and the principal are there to listen.',
    ],
  },
} as const;
