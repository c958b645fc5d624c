import { useState } from 'react';
import { AnalyticsEvent, TutorialOfferStatus, tutorialOfferedStatus, type TUser } from '@innerway/domain';
import { track } from '../../analytics';
import { useSaveOnboardingStatus } from '../api/save-status';
import { TourModal } from './tour-modal';
import { TutorialOfferPopup } from './tutorial-offer-popup';

export interface TutorialOfferFlowProps {
  user: TUser;
  onClose: () => void;
}

/**
 * The offer, then the tour if it is taken (spec section 4). Declining, or leaving the tour
 * before its end, records the day (`Offered_DDMMYYYY`), so the offer comes back after 7 days;
 * finishing the tour records Completed, and it never comes back.
 */
function TutorialOfferFlow({ user, onClose }: TutorialOfferFlowProps) {
  const [touring, setTouring] = useState(false);
  const save = useSaveOnboardingStatus(user.id);

  const decline = () => {
    save({ tutorial_offer_status: tutorialOfferedStatus(new Date()) });
    onClose();
  };
  const accept = () => {
    track(AnalyticsEvent.TutorialBegin, {});
    setTouring(true);
  };
  const finish = () => {
    save({ tutorial_offer_status: TutorialOfferStatus.Completed });
    track(AnalyticsEvent.TutorialComplete, {});
    onClose();
  };

  return touring ? <TourModal onFinish={finish} onSkip={decline} /> : <TutorialOfferPopup onAccept={accept} onDecline={decline} />;
}

export default TutorialOfferFlow;
