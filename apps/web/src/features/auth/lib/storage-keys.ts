/** sessionStorage: the address the e-mail verification banner was dismissed for, for this visit. */
export const verificationBannerDismissedKey = 'innerway_verification_banner_dismissed';
