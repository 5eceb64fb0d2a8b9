/** Hindi: the dashboard's staff accounts screen. */
import type { Catalogue } from '../catalogue';

export const dashboardStaffText = {
  title: 'स्टाफ़ खाते',
  lead: 'वे सभी लोग जो इस डैशबोर्ड में लॉग इन कर सकते हैं। हर व्यक्ति का अपना अलग खाता होना चाहिए।',
  you: '(आप)',
  /** An account's line: `{date}` as the dashboard writes days. */
  created: 'जोड़ा गया: {date}',
  lastSignIn: 'पिछला लॉग इन: {date}',
  neverSignedIn: 'कभी लॉग इन नहीं किया',
  onlyAccount: 'अकेला खाता हटाया नहीं जा सकता: पहले दूसरा खाता जोड़ें।',
  /** Follows the username in staff.manage.confirmQuestion: “{title}” वाला स्टाफ़ खाता हटा दें? */
  itemWord: 'वाला स्टाफ़ खाता',
  removed: 'खाता हटा दिया गया',
  addTitle: 'नया खाता जोड़ें',
  username: 'यूज़रनेम',
  /** The example is a username as typed: Latin letters are all a username may hold. */
  usernameHint: 'अंग्रेज़ी के छोटे अक्षर, अंक, बिंदु और डैश; जैसे “priya.office”।',
  password: 'पासवर्ड',
  passwordHint: 'कम से कम 10 अक्षर, यूज़रनेम जैसा नहीं, और कोई आम पासवर्ड नहीं। कोई छोटा वाक्य याद रखना आसान और अंदाज़ा लगाना मुश्किल होता है।',
  confirmPassword: 'पासवर्ड दोबारा लिखें',
  add: 'खाता जोड़ें',
  adding: 'जोड़ा जा रहा है…',
  added: '“{username}” खाता जोड़ दिया गया। पासवर्ड उन्हें आमने-सामने बताएँ: यह एक बार का पासवर्ड है, पहली बार लॉग इन करने पर ({days} दिनों के भीतर) वे अपना पासवर्ड खुद चुनेंगे।',
  oneTimeUntil: 'एक बार का पासवर्ड {date} तक',
  oneTimeExpired: 'एक बार के पासवर्ड की अवधि {date} को ख़त्म: खाता हटाकर दोबारा जोड़ें',
  choose: {
    title: 'अपना पासवर्ड चुनें',
    lead: 'आपने एक बार के पासवर्ड से लॉग इन किया है, जिसे किसी और ने बनाया था। ऐसा पासवर्ड चुनें जो सिर्फ़ आप जानते हों: अब से डैशबोर्ड उसी से खुलेगा, एक बार के पासवर्ड से नहीं।',
    until: 'एक बार का पासवर्ड {date} तक लॉग इन कर सकता है।',
    oneTimePassword: 'एक बार का पासवर्ड',
    save: 'मेरा पासवर्ड सहेजें',
    saving: 'सहेजा जा रहा है…',
    saved: 'आपका पासवर्ड सहेज लिया गया। डैशबोर्ड में आपका स्वागत है।',
    alreadyOwn: 'आपका पासवर्ड पहले से आपका अपना है: उसे स्टाफ़ खाते वाली स्क्रीन पर बदलें।',
  },
  changeTitle: 'मेरा पासवर्ड बदलें',
  currentPassword: 'मौजूदा पासवर्ड',
  newPassword: 'नया पासवर्ड',
  confirmNewPassword: 'नया पासवर्ड दोबारा लिखें',
  change: 'पासवर्ड बदलें',
  changing: 'बदला जा रहा है…',
  changed: 'पासवर्ड बदल गया। आप यहाँ लॉग इन रहेंगे; बाकी फ़ोन और कंप्यूटर पर लॉग आउट हो गया है।',
  languageTitle: 'मेरे डैशबोर्ड की भाषा',
  languageLead: 'यह डैशबोर्ड आपसे किस भाषा में बात करे। हर खाता अपनी भाषा खुद चुनता है; वेबसाइट दोनों भाषाओं में है।',
  languageSave: 'भाषा सहेजें',
  languageSaving: 'सहेजा जा रहा है…',
  /** Said in the language just chosen. */
  languageSaved: 'अब डैशबोर्ड हिन्दी में है।',
} satisfies Catalogue['dashboardStaff'];
