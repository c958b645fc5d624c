import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Lock, VideoOff } from 'lucide-react';
import { isContentLocked, isLockedItem, type TModule, type TSegment, type TUser } from '@innerway/domain';
import { activityKind, findStep, nextUpAfterStep, orderedSegments, relatedResources, type TNextUp } from '../../content';
import { Button, ButtonLink, RichText } from '../../../components/ui';
import { currentLanguage } from '../../../lib/i18n';
import { LazySubscribePrompt as SubscribePrompt, SubscribeParamPrompt } from '../../access';
import { StepPlayer, type TNextUpOffer } from '../../player';
import { ContentPopup } from '../../resources';
import { useTopicNavigation } from '../hooks/use-topic-navigation';
import { TopicParam } from '../lib/topic-params';
import { DetailHeader } from './detail-header';
import { MenuSheet } from './menu-sheet';
import { RelatedResources } from './related-resources';
import { TopicMenu } from './topic-menu';
import styles from './topic-detail-screen.module.css';

// What opens over the topic (dialogs, the assessment's radio group, the code entry's form) loads
// when it first opens, not with the topic.
const AssessmentWizard = lazy(() => import('../../assessments').then((module) => ({ default: module.AssessmentWizard })));

export interface TopicDetailScreenProps {
  topic: TModule;
  user: TUser;
}

/**
 * A loaded topic (spec section 2): the step's video with 'Next up', the segment's words and
 * resources, the way back and on, and the topic's menu beside it (a bottom sheet on small screens).
 * Everything that opens over it (activity, resource, assessment, subscribe) follows the URL.
 */
export function TopicDetailScreen({ topic, user }: TopicDetailScreenProps) {
  const { t } = useTranslation('player');
  const navigation = useTopicNavigation(topic);
  const { entry } = navigation;
  const trial = user.is_trial_mode;
  // Once opened, the wizard stays mounted: its answers survive closing it by mistake.
  const [assessmentOpened, setAssessmentOpened] = useState(entry.assessment);
  if (entry.assessment && !assessmentOpened) setAssessmentOpened(true);

  const found = entry.stepId === null ? null : findStep(topic, entry.stepId);
  const step = found?.step ?? null;
  const segment: TSegment | null = found?.segment ?? orderedSegments(topic)[0] ?? null;
  const resources = relatedResources(topic, segment);
  const next = step ? nextUpAfterStep(topic, step.id) : null;

  const offer = next ? nextUpOffer(next, user, t('nextUp.assessmentTitle')) : null;
  const selectNextUp = () => {
    if (!next) return;
    if (offer?.locked) navigation.openSubscribe();
    else if (next.kind === 'step') navigation.goToStep(next.step.id, { autoplay: true });
    else if (next.kind === 'activity') navigation.openPopup(TopicParam.activity, next.activity.id);
    else navigation.openPopup(TopicParam.assessment, 'true');
  };

  // Choosing another step leaves the focus in the menu (and the page scrolls to the top, as on any
  // new step): a polite announcement says what plays now. Not on arrival, where the page is read anyway.
  const [arrivalStepId] = useState(step?.id ?? null);
  const announcement = step && step.id !== arrivalStepId ? t('nowPlaying', { title: step.title }) : '';

  const segments = orderedSegments(topic);
  const sheetSummary = segment
    ? t('menu.summary', { number: segment.segment_number, total: segments.length, title: step?.title ?? segment.title })
    : '';

  return (
    <div className={styles.screen}>
      <DetailHeader topic={topic} segment={segment} />
      <div className={styles.columns}>
        <div className={styles.main}>
          <section className={styles.stage} aria-labelledby="step-title">
            <h2 id="step-title" className={styles.stepTitle}>
              {step?.title ?? t('noVideos')}
            </h2>
            {step && isLockedItem(step) ? (
              // A link to a step of full access: the server sent no video for it, only its title.
              <div className={styles.noVideo}>
                <Lock aria-hidden="true" />
                <p>{t('nextUp.locked')}</p>
                <Button variant="secondary" onClick={navigation.openSubscribe}>
                  {t('topics:states.unlock')}
                </Button>
              </div>
            ) : step ? (
              <StepPlayer
                key={step.id}
                step={step}
                language={currentLanguage()}
                saveProgress={!trial}
                autoPlay={navigation.autoplay}
                nextUp={offer}
                onSelectNextUp={selectNextUp}
              />
            ) : (
              <div className={styles.noVideo}>
                <VideoOff aria-hidden="true" />
                <p>{t('noVideosBody')}</p>
              </div>
            )}
          </section>
          {segment && <RichText html={segment.body} className={styles.body} />}
          <RelatedResources
            resources={resources}
            user={user}
            onOpen={(resource) => navigation.openPopup(TopicParam.resource, resource.id)}
            onLocked={navigation.openSubscribe}
          />
          {!trial && topic.nextModule && (
            <div className={styles.actions}>
              <ButtonLink to={`/topic_overview/${topic.nextModule.id}`} className={styles.nextTopic}>
                {t('nextTopic')}
                <span className="visually-hidden">: {topic.nextModule.title}</span>
                {/* After the words: the arrow points on, where the button leads. */}
                <ArrowRight aria-hidden="true" className={styles.nextArrow} />
              </ButtonLink>
            </div>
          )}
        </div>
        <aside className={styles.aside}>
          <TopicMenu topic={topic} user={user} navigation={navigation} currentStepId={step?.id ?? null} />
        </aside>
      </div>
      <MenuSheet summary={sheetSummary}>
        {(close) => <TopicMenu topic={topic} user={user} navigation={navigation} currentStepId={step?.id ?? null} onNavigate={close} hideHeading />}
      </MenuSheet>

      {entry.activityId !== null && (
        <ContentPopup kind="activity" id={entry.activityId} onClose={() => navigation.closePopup(TopicParam.activity)} />
      )}
      {entry.resourceId !== null && (
        <ContentPopup kind="resource" id={entry.resourceId} onClose={() => navigation.closePopup(TopicParam.resource)} />
      )}
      {/* Trial users: the assessment is locked (spec section 6), so its link shows the subscribe prompt. */}
      <Suspense fallback={null}>
        {trial
          ? entry.assessment && <SubscribePrompt open onClose={() => navigation.closePopup(TopicParam.assessment)} />
          : assessmentOpened && (
              <AssessmentWizard topic={topic} open={entry.assessment} onClose={() => navigation.closePopup(TopicParam.assessment)} />
            )}
      </Suspense>
      <SubscribeParamPrompt />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

function nextUpOffer(next: TNextUp<TSegment>, user: TUser, assessmentTitle: string): TNextUpOffer {
  switch (next.kind) {
    case 'step':
      return { kind: 'step', title: next.step.title, locked: isContentLocked(next.step, user) };
    case 'activity':
      return { kind: activityKind(next.activity.activity_type), title: next.activity.title, locked: isContentLocked(next.activity, user) };
    case 'assessment':
      return { kind: 'assessment', title: assessmentTitle, locked: user.is_trial_mode };
  }
}
