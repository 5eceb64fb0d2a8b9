import type { Catalogue } from '../catalogue';

/** Hindi: the alert bar at the top of every public page, and the dashboard's alert screens (issue 17). */
export const alertBarText: Catalogue['alertBar'] = {
  region: 'विद्यालय की सूचनाएँ',
  levels: { information: 'सूचना', urgent: 'अत्यावश्यक' },
  dismiss: 'आज के लिए यह सूचना छिपाएँ',
};

export const dashboardAlertsText: Catalogue['dashboardAlerts'] = {
  addTitle: 'सूचना जोड़ें',
  addLead: 'अवकाश या आपात स्थिति का संदेश, जो शुरू होने से समाप्त होने तक वेबसाइट के हर पृष्ठ के ऊपर दिखता है।',
  listTitle: 'सूचनाएँ',
  listLead: 'अभी दिख रही सूचनाएँ, निर्धारित सूचनाएँ और पिछले दो सप्ताह में समाप्त हुई सूचनाएँ। समय भारतीय समय है।',
  editTitle: 'सूचना बदलें',
  text: 'संदेश',
  textPlaceholder: 'भारी वर्षा के कारण सोमवार को विद्यालय बंद रहेगा',
  textHint: 'एक या दो वाक्य; आगंतुक हर पृष्ठ पढ़ते समय इसे देखते हैं।',
  level: 'स्तर',
  levels: { information: 'सूचना: सामान्य जानकारी', urgent: 'अत्यावश्यक: अवकाश या आपात स्थिति, लाल रंग में' },
  startsAt: 'कब से दिखे',
  endsAt: 'कब तक दिखे',
  timeHint: 'भारतीय समय',
  states: { current: 'अभी दिख रही है', scheduled: 'निर्धारित', ended: 'समाप्त' },
  line: '{state} · {level} · {start} से {end} तक',
  levelShort: { information: 'सूचना', urgent: 'अत्यावश्यक' },
  submit: 'सूचना सहेजें',
  submitting: 'सहेजा जा रहा है…',
  created: 'सूचना सहेज दी गई',
  deleted: 'सफलतापूर्वक हटाया गया',
  empty: 'कोई सूचना नहीं',
  itemWord: 'सूचना',
};
