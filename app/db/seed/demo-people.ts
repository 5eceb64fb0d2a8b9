/**
 * The people of the demo school: its staff, its toppers and the parents who speak of it, each drawn
 * a portrait from their name (`demo-portraits.ts`; what `demo-content.ts` says of the demo holds for them).
 */

/**
 * The demo staff, in the order the Faculty page shows them; each with the qualification, post and
 * appointment the board's disclosure lists (decision 0059). The qualification is in English only.
 */
export const demoFaculty = [
  {
    name: 'Mrs. Anjali Sinha',
    role: 'Principal',
    details: 'Twenty years of teaching in Patna schools; she has led this one since it opened in 2020.',
    roleHi: 'प्रधानाचार्या',
    detailsHi: 'पटना के विद्यालयों में बीस वर्षों का शिक्षण अनुभव; 2020 में इस विद्यालय के खुलने से ही इसका नेतृत्व कर रही हैं।',
    qualification: 'M.A. (Hindi), B.Ed.',
    post: 'principal',
    appointment: 'regular',
  },
  {
    name: 'Mr. Rakesh Kumar',
    role: 'Mathematics Teacher',
    details: 'Teaches Year 6 to Year 8 (Classes 6 to 8) and leads the maths club.',
    roleHi: 'गणित शिक्षक',
    detailsHi: 'कक्षा 6 से 8 को पढ़ाते हैं और विद्यालय के गणित क्लब का संचालन करते हैं।',
    qualification: 'M.Sc. (Mathematics), B.Ed.',
    post: 'tgt',
    appointment: 'regular',
  },
  {
    name: 'Ms. Priya Verma',
    role: 'English Teacher',
    details: 'Runs the school library and reading hour.',
    roleHi: 'अंग्रेज़ी शिक्षिका',
    detailsHi: 'विद्यालय के पुस्तकालय और पठन की घंटी का संचालन करती हैं।',
    qualification: 'M.A. (English), B.Ed.',
    post: 'tgt',
    appointment: 'contract',
  },
  {
    name: 'Mr. Sanjay Mishra',
    role: 'Science Teacher',
    details: 'In charge of the science laboratory and the yearly science fair.',
    roleHi: 'विज्ञान शिक्षक',
    detailsHi: 'विज्ञान प्रयोगशाला और वार्षिक विज्ञान मेले के प्रभारी हैं।',
    qualification: 'M.Sc. (Physics), B.Ed.',
    post: 'tgt',
    appointment: 'regular',
  },
  {
    name: 'Mrs. Neha Jha',
    role: 'Primary Teacher',
    details: 'Class teacher of Year 2, who teaches with stories and songs.',
    roleHi: 'प्राथमिक शिक्षिका',
    detailsHi: 'कक्षा 2 की कक्षा-शिक्षिका हैं, जो कहानियों और गीतों से पढ़ाती हैं।',
    qualification: 'B.A., D.El.Ed.',
    post: 'prt',
    appointment: 'regular',
  },
  {
    name: 'Mr. Amit Paswan',
    role: 'Sports Coach',
    details: 'Coaches cricket, football and athletics.',
    roleHi: 'खेल प्रशिक्षक',
    detailsHi: 'क्रिकेट, फ़ुटबॉल और एथलेटिक्स का प्रशिक्षण देते हैं।',
    qualification: 'B.P.Ed.',
    post: 'other',
    appointment: 'regular',
  },
  {
    name: 'Ms. Kavita Kumari',
    role: 'Special Educator',
    details: 'Helps children who learn differently, with each class teacher.',
    roleHi: 'विशेष शिक्षिका',
    detailsHi: 'हर कक्षा-शिक्षक के साथ मिलकर उन बच्चों की मदद करती हैं जो अलग ढंग से सीखते हैं।',
    qualification: 'B.Ed. (Special Education)',
    post: 'special-educator',
    appointment: 'regular',
  },
  {
    name: 'Mrs. Ritu Prasad',
    role: 'Counsellor and Wellness Teacher',
    details: 'Meets students and parents on Tuesdays and Fridays.',
    roleHi: 'परामर्शदाता एवं वेलनेस शिक्षिका',
    detailsHi: 'मंगलवार और शुक्रवार को विद्यार्थियों और अभिभावकों से मिलती हैं।',
    qualification: 'M.A. (Psychology), Diploma in Guidance and Counselling',
    post: 'counsellor',
    appointment: 'regular',
  },
];

export const demoToppers = [
  { name: 'Aarav Kumar', marks: 98.4, std: 'Year 8', stdHi: 'कक्षा 8' },
  { name: 'Ananya Singh', marks: 97.6, std: 'Year 8', stdHi: 'कक्षा 8' },
  { name: 'Ishita Raj', marks: 96.2, std: 'Year 7', stdHi: 'कक्षा 7' },
  { name: 'Kunal Prasad', marks: 95.8, std: 'Year 7', stdHi: 'कक्षा 7' },
  { name: 'Sneha Kumari', marks: 94.5, std: 'Year 6', stdHi: 'कक्षा 6' },
];

export const demoTestimonials = [
  {
    name: 'Mr. Vikash Gupta',
    relation: 'Father of Riya, Year 4',
    relationHi: 'रिया (कक्षा 4) के पिता',
    detailsHi: 'शिक्षक हर बच्चे को नाम से जानते हैं। रिया रोज़ सुबह विद्यालय जाने के लिए उत्सुक रहती है और इस वर्ष उसका पढ़ना बहुत सुधर गया है।',
    details:
      'The teachers know every child by name. Riya looks forward to school every morning and her reading has improved so much this year.',
  },
  {
    name: 'Mrs. Sunita Devi',
    relation: 'Mother of Aditya, Year 2',
    relationHi: 'आदित्य (कक्षा 2) की माता',
    detailsHi: 'साफ़-सुथरी कक्षाएँ, स्नेही कर्मचारी और विद्यालय कार्यालय से नियमित सूचनाएँ। हमें विश्वास है कि हमारा बेटा सुरक्षित हाथों में है।',
    details: 'Clean classrooms, caring staff and regular updates from the school office. We feel our son is in safe hands.',
  },
  {
    name: 'Dr. Manoj Thakur',
    relation: 'Father of Ishita, Year 7',
    relationHi: 'इशिता (कक्षा 7) के पिता',
    detailsHi: 'पढ़ाई, खेलकूद और संस्कारों का अच्छा संतुलन है। विज्ञान प्रयोगशाला और पुस्तकालय से सचमुच बहुत फ़र्क पड़ा है।',
    details: 'Good balance of studies, sports and values. The science lab and library have made a real difference.',
  },
  {
    name: 'Mrs. Farah Khan',
    relation: 'Mother of Ayaan, Year 5',
    relationHi: 'अयान (कक्षा 5) की माता',
    detailsHi: 'वार्षिकोत्सव और खेलकूद दिवस से पता चलता है कि यहाँ बच्चों में कितना आत्मविश्वास आता है। सभी शिक्षकों का हार्दिक धन्यवाद।',
    details: 'The annual day and sports day show how much confidence the children gain here. Thank you to all the teachers.',
  },
];
