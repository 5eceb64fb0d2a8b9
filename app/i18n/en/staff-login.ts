/** The staff sign-in page, and the JSON API's answers to a refused sign-in. */
export const staffLoginText = {
  pageTitle: 'Staff Login',
  pageLead: 'For the school’s staff: publish notices, photos and results, and read what visitors sent.',
  askedToSignIn: 'Kindly Login. To access Dashboard!',
  signedOut: 'You have signed out.',
  username: 'Username',
  password: 'Password',
  submit: 'Login',
  submitting: 'Signing in…',
  failed: 'Login failed. Please check your credentials.',
  /** The right one-time password, a week or more after a colleague (or the server) set it. */
  oneTimePasswordExpired: 'This one-time password has expired. Ask a colleague to remove your account and add it again, or whoever runs the server to set a new one.',
  /** `{count}`: the minutes until the next attempt may be made. */
  limited: {
    one: 'Too many failed attempts. Please wait {count} minute and try again.',
    other: 'Too many failed attempts. Please wait {count} minutes and try again.',
  },
  /** The API's refusal, whose wait travels in its Retry-After header. */
  limitedWithoutWait: 'Too many failed attempts. Please wait and try again.',
  visitorsNote: 'Parents and visitors do not need to sign in: every page of the site is open to you.',
} as const;
