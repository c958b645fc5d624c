/**
 * The store pages the journeys' server is configured with (APP_STORE_URL, PLAY_STORE_URL in
 * playwright.config.ts), as a deployment would be: the website's badges must lead to them.
 */
export const storePages = {
  appStore: 'https://apps.apple.com/app/innerway/id6450000001',
  googlePlay: 'https://play.google.com/store/apps/details?id=app.innerway',
} as const;
