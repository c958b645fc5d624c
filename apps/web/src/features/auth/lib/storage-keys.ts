/** sessionStorage: the e-mail verification banner was dismissed for this visit. */
export const verificationBannerDismissedKey = 'innerway_verification_banner_dismissed';
