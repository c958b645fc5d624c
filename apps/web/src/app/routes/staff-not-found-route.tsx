import NotFoundRoute from './not-found-route';

/** An address under /studio that is no staff screen: the not-found screen, leading to the staff home. */
export default function StaffNotFoundRoute() {
  return <NotFoundRoute inStudio />;
}
