/**
 * The web address whose links open the apps instead of the browser (universal links on iOS, app
 * links on Android): the host the e-mails link to, and which of its paths the apps open. One list
 * for the three places that must agree: the API's /.well-known/apple-app-site-association, the
 * Android manifest's intent filter (written by `npm run mobile:sync`) and the apps' own handler.
 */
export const AppLinkHost = 'innerway.app';

export interface TAppLinkPath {
  /** A path the link must equal (any query) or, with `prefix`, start with. */
  path: string;
  prefix: boolean;
  comment: string;
}

export const AppLinkPaths: readonly TAppLinkPath[] = [
  { path: '/password/reset/', prefix: true, comment: 'password reset links' },
  { path: '/email/verify/', prefix: true, comment: 'e-mail verification links' },
  { path: '/register', prefix: false, comment: 'registration, with or without ?code=' },
  { path: '/users/me', prefix: false, comment: 'the profile, e.g. ?gift=1' },
];
