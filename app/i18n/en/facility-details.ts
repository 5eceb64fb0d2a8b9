/**
 * English: each facility's own page (SPEC.md §3: description, features, hours, capacity, location), by
 * the ids of app/content/facilities.ts. Never sent whole: a facility's page gets its own entry only.
 */
export const facilityDetailsText = {
  library: {
    description: [
      'The library is where our reading habit begins. Picture books and first readers sit on low shelves for the youngest children; chapter books, reference books, magazines and newspapers fill the shelves for the older classes.',
      'Every class has a library period each week. Children borrow a book to take home, and the librarian helps each one find the next book that suits their level and interests.',
    ],
    features: [
      'Books in English and Hindi for every age, from picture books to reference works',
      'A weekly library period and take-home borrowing for every class',
      'Daily newspapers and children’s magazines',
      'Low shelves and a carpeted reading corner for the little ones',
      'Quiet study tables for older students after lessons',
    ],
    hours: 'School days, 8:00 AM – 3:30 PM',
    capacity: '40 readers at a time',
    location: 'Ground floor, main building',
  },
  'science-labs': {
    description: [
      'Science is learnt best by doing it. In our laboratory students measure, mix, observe and record for themselves, and see the ideas from their textbooks work in front of them.',
      'Practical periods are part of every week from Year 6 (Class 6), and younger classes visit for demonstrations. A teacher supervises every session, and safety rules are taught before the first experiment.',
    ],
    features: [
      'Work benches with water points for group experiments',
      'Microscopes, slides and specimens for biology',
      'Glassware and chemicals, kept in a locked cupboard, for chemistry',
      'Apparatus for physics practicals: lenses, magnets, circuits and measuring tools',
      'First-aid kit, fire extinguisher and safety goggles for every student',
    ],
    hours: 'Practical periods on school days, 8:30 AM – 3:00 PM',
    capacity: '30 students per practical session',
    location: 'First floor, science wing',
  },
  'sports-complex': {
    description: [
      'Every child plays every day. The school ground hosts athletics, cricket and football, and a marked court is used for basketball, volleyball and badminton.',
      'Physical education teachers run games periods, morning yoga and inter-house matches, and prepare teams for inter-school meets and our Annual Sports Day.',
    ],
    features: [
      'Open ground for athletics, cricket and football',
      'Marked court for basketball, volleyball and badminton',
      'Indoor space for yoga, table tennis and chess',
      'Equipment room with balls, bats, nets and first aid',
      'Inter-house competitions and the Annual Sports Day',
    ],
    hours: 'Games periods on school days; practice until 5:00 PM for school teams',
    capacity: 'Up to 120 students across ground and court',
    location: 'Behind the main building',
  },
  'arts-center': {
    description: [
      'The arts room is full of colour. Children draw, paint, model clay and make crafts for festivals and exhibitions, and learn that careful work and imagination go together.',
      'Art is part of the timetable for every class, and students’ work decorates the corridors and our annual exhibition.',
    ],
    features: [
      'Easels, drawing boards and large work tables',
      'Paints, pastels, clay and craft materials provided by the school',
      'Display walls for students’ work',
      'Preparation for inter-school drawing and poster competitions',
      'Festival crafts and the annual art exhibition',
    ],
    hours: 'Art periods on school days; hobby club on Saturdays',
    capacity: '30 students per class',
    location: 'Second floor, main building',
  },
  'music-hall': {
    description: [
      'Music brings the school together, from the morning prayer to the Annual Day. In the music hall children learn to sing in tune, keep rhythm and play an instrument.',
      'The hall has a small stage where classes rehearse plays and performances, and where students practise for assemblies and celebrations.',
    ],
    features: [
      'Tabla, harmonium, keyboard and percussion instruments',
      'Vocal music lessons in Indian and Western songs',
      'A small stage for rehearsals and class performances',
      'A school choir for assemblies and festivals',
      'Practice time for students preparing for events',
    ],
    hours: 'Music periods on school days; rehearsals before events',
    capacity: '50 students seated',
    location: 'Ground floor, activity block',
  },
  'common-areas': {
    description: [
      'The commons are the heart of the school day: the whole school gathers here for morning assembly, eats lunch together and spends break time in the shade.',
      'Clean drinking water, clean toilets and a first-aid room are close by, and teachers are on duty during every break.',
    ],
    features: [
      'Assembly area for the whole school',
      'Shaded courtyard with seating for break time',
      'Lunch space with clean drinking water',
      'Separate clean toilets for girls and boys',
      'First-aid room and teachers on duty at every break',
    ],
    hours: 'Open throughout the school day',
    capacity: 'The whole school, about 200 students, at assembly',
    location: 'Centre of the campus',
  },
} as const;
