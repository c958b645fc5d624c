import { Limits } from './limits.ts';

// The user-facing message keys of spec sections 5 and 8. The English text is the spec's, word
// for word; the web app translates by key (namespace `errors`), the API replies with the English
// text in `error` (clients show it inside the localised wrapper, e.g. 'There was a problem ...').
export const ValidationMessage = {
  loginRequired: 'Oops, you need to enter your email and password!',
  forgotRequired: 'Oops, you need to enter an email!',
  registerRequired: 'Oops, you need to complete all fields before submitting!',
  passwordMismatch: 'Oops, your password confirmation must match your password!',
  resetRequired: 'Oops, you need to enter a new password before submitting!',
  profileRequired: 'Oops, you need to enter your name and email!',
  giftRecipientRequired: 'Oops, you need to enter the recipient email!',
  assessmentGate: 'You must complete all videos and activities before doing your assessment.',
  verificationUrlInvalid: 'Verification URL is invalid',
  termsRequired: 'Please read and accept the Terms of Use and the Privacy Policy.',
  // Server-side extras where the spec gives only a maximum.
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  emailInvalid: 'Please enter a valid email address.',
  passwordTooShort: `Your password must be at least ${Limits.passwordMin} characters long.`,
  passwordTooCommon: 'This password is too common. Please choose another one.',
  institutionCodeInvalid: 'That code did not work. Check it and try again.',
} as const;

export type TValidationMessageKey = Exclude<keyof typeof ValidationMessage, 'tooLong'>;

export const ErrorMessage = {
  noResponseData: 'No response data',
  unauthorized: 'You do not have access to this resource.',
  verificationFailed: 'There was a problem verifying your email. This link may be expired or invalid.',
  verificationAlreadyVerified:
    'There was a problem processing this request, but your email already seems to be verified anyway...',
  genericTitle: 'Uh oh! Something went wrong.',
  genericBody: 'Please try again by refreshing your browser or return to the dashboard.',
  notFoundTitle: 'Uh oh! Page not found.',
  notFoundBody: 'Please check the URL and make sure it is valid, or return to the dashboard.',
  signOutFailed: 'There was a problem while signing out. Please try again later.',
  audioUnsupported: 'Your browser does not support audio elements.',
  fullAccessOnly: 'This content is only available to those with full access.',
} as const;

/** Server error texts (the `error` field of the envelope) that clients may recognise. */
export const ServerError = {
  invalidCredentials: 'These credentials do not match our records.',
  emailTaken: 'This email address is already registered.',
  notSignedIn: 'You need to sign in first.',
  forbidden: 'You do not have access to this resource.',
  /** Trial users: locked content, and progress (which is not tracked for them). */
  fullAccessRequired: 'This content is only available to those with full access.',
  /** POST /user_assessments before every video and activity of the topic is complete. */
  assessmentGate: 'You must complete all videos and activities before doing your assessment.',
  disabled: 'Your account has been disabled.',
  notFound: 'Not found.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  tokenInvalid: 'This link is invalid or has expired.',
  alreadyVerified: 'Your email is already verified.',
  malformedJson: 'The request body is not valid JSON.',
  missingClientInfo: 'Missing X-Client-Info header.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
} as const;
