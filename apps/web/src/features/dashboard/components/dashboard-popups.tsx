/**
 * The dashboard's own popups: the tutorial offer and the age survey (spec section 4), which a
 * later issue adds. They mount here, beside the screen's other overlays, so that their conditions
 * (the user's offer and survey status) stay out of the dashboard's layout code.
 */
export function DashboardPopups() {
  return null;
}
