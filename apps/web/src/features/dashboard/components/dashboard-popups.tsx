import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Constants } from '@innerway/domain';
import { ContentTypeParam } from '../../resources';
import { subscribeParam } from '../../access';
import { LazyAgeSurveyPopup as AgeSurveyPopup, LazyTutorialOfferFlow as TutorialOfferFlow, useDashboardPopup } from '../../onboarding';
import { useSession } from '../../session';
import { readFeaturedParams, withFeaturedParams } from '../lib/featured-params';

/** `/?featuredItemId=0&contentType=R`: the introduction tutorial's popup. */
const tutorialPath = `/?${withFeaturedParams(new URLSearchParams(), {
  id: Constants.featuredTutorialId,
  contentType: ContentTypeParam.Resource,
})}`;

/**
 * The dashboard's own popups (spec section 4): right after registering, the introduction
 * tutorial; otherwise the tutorial offer or the age survey, at most one per visit and the offer
 * first. They wait while another of the dashboard's popups (an item, the subscribe prompt) is open.
 */
export function DashboardPopups() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const busy = readFeaturedParams(params) !== null || params.get(subscribeParam) === '1';
  const { popup, close } = useDashboardPopup(user, { busy, firstTimePath: tutorialPath });
  if (!user || !popup) return null;
  return (
    <Suspense fallback={null}>
      {popup === 'tutorialOffer' ? <TutorialOfferFlow user={user} onClose={close} /> : <AgeSurveyPopup user={user} onClose={close} />}
    </Suspense>
  );
}
