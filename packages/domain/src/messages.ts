// Texts the web app shows of its own (namespace `errors`, same keys); the server's error texts and
// the shared schemas' messages are the catalogue of error-codes.ts.
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
