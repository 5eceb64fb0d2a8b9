/** Hindi: the staff sign-in page, and the JSON API's answers to a refused sign-in. */
import type { Catalogue } from '../catalogue';

export const staffLoginText = {
  pageTitle: 'स्टाफ़ लॉग इन',
  pageLead: 'स्कूल के स्टाफ़ के लिए: सूचनाएँ, फ़ोटो और परिणाम जारी करें, और वेबसाइट पर आए संदेश पढ़ें।',
  askedToSignIn: 'डैशबोर्ड खोलने के लिए कृपया लॉग इन करें।',
  signedOut: 'आप लॉग आउट हो गए हैं।',
  username: 'यूज़रनेम',
  password: 'पासवर्ड',
  submit: 'लॉग इन',
  submitting: 'लॉग इन हो रहा है…',
  failed: 'लॉग इन नहीं हो सका। कृपया अपना यूज़रनेम और पासवर्ड जाँच लें।',
  oneTimePasswordExpired: 'इस एक बार के पासवर्ड की अवधि ख़त्म हो गई है। किसी साथी से कहें कि आपका खाता हटाकर दोबारा जोड़ें, या सर्वर चलाने वाले व्यक्ति से नया पासवर्ड बनवाएँ।',
  /** `{count}`: the minutes until the next attempt may be made. */
  limited: {
    one: 'बहुत बार ग़लत कोशिश हुई। कृपया {count} मिनट रुककर फिर कोशिश करें।',
    other: 'बहुत बार ग़लत कोशिश हुई। कृपया {count} मिनट रुककर फिर कोशिश करें।',
  },
  /** The API's refusal, whose wait travels in its Retry-After header. */
  limitedWithoutWait: 'बहुत बार ग़लत कोशिश हुई। कृपया थोड़ी देर रुककर फिर कोशिश करें।',
  visitorsNote: 'अभिभावकों और अन्य लोगों को लॉग इन करने की ज़रूरत नहीं है: वेबसाइट का हर पृष्ठ आपके लिए खुला है।',
} satisfies Catalogue['staffLogin'];
