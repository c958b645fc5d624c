import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check, ClipboardCheck, Headphones, Lock, NotebookPen, PencilLine, PlayCircle, type LucideIcon } from 'lucide-react';
import {
  Constants,
  isActivityComplete,
  isContentLocked,
  isSegmentDone,
  isStepComplete,
  type TModule,
  type TSegment,
  type TUser,
} from '@innerway/domain';
import { activityKind, liveSegmentCounts, orderedSegments, segmentItems, type TActivityKind, type TTopicItem } from '../../content';
import { popupState, type TopicNavigation } from '../hooks/use-topic-navigation';
import { menuTime, type TMenuTime } from '../lib/menu-time';
import { TopicParam } from '../lib/topic-params';
import styles from './topic-menu.module.css';

export interface TopicMenuProps {
  topic: TModule;
  user: Pick<TUser, 'is_trial_mode'>;
  navigation: TopicNavigation;
  currentStepId: number | null;
  /** Called after an entry is chosen (the bottom sheet closes). */
  onNavigate?: () => void;
  /** The sheet's title says it already: no second heading. */
  hideHeading?: boolean;
}

const activityIcons: Record<TActivityKind, LucideIcon> = {
  activity: PencilLine,
  meditation: Headphones,
  journaling: NotebookPen,
};

interface RowProps {
  to: string;
  icon: LucideIcon;
  title: string;
  meta: string;
  status: ReactNode;
  current?: boolean;
  /** Popups open as their own history entry, so Back closes them. */
  popup?: boolean;
  onNavigate: (() => void) | undefined;
}

function MenuRow({ to, icon: Icon, title, meta, status, current = false, popup = false, onNavigate }: RowProps) {
  return (
    <Link
      to={to}
      className={styles.row}
      aria-current={current ? 'page' : undefined}
      state={popup ? popupState : undefined}
      onClick={onNavigate}
    >
      <Icon className={styles.rowIcon} aria-hidden="true" />
      {/* The spaces keep the link's accessible name readable ('Welcome Video · 1 min Completed'). */}
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{title}</span>{' '}
        <span className={styles.rowMeta}>{meta}</span>
      </span>{' '}
      {status}
    </Link>
  );
}

type TStatus = { kind: 'done' | 'locked' | 'none' } | { kind: 'percent'; percent: number };

/** The mark at the end of a row; its words are for screen readers, the icon says it to the eye. */
function Status(status: TStatus) {
  const { t } = useTranslation('player');
  if (status.kind === 'none') return null;
  if (status.kind === 'percent')
    return (
      <span className={styles.percent}>
        <span aria-hidden="true">{t('menu.percent', { percent: status.percent })}</span>{' '}
        <span className="visually-hidden">{t('menu.watched', { percent: status.percent })}</span>
      </span>
    );
  const done = status.kind === 'done';
  const Icon = done ? Check : Lock;
  return (
    <span className={done ? styles.done : styles.locked}>
      <Icon aria-hidden="true" size={18} />
      <span className="visually-hidden">{t(done ? 'menu.completed' : 'menu.locked')}</span>
    </span>
  );
}

/**
 * The topic's contents beside the player (a bottom sheet on small screens): each segment with its
 * number, title and done marker, its videos and activities in order with their completion, and the
 * assessment under the segment that holds it.
 */
export function TopicMenu({ topic, user, navigation, currentStepId, onNavigate, hideHeading = false }: TopicMenuProps) {
  const { t } = useTranslation('player');
  const headingId = useId();
  const segments = orderedSegments(topic);
  // The assessment sits under its segment; a topic that marks none still ends with it.
  const assessmentSegmentId = (segments.find((segment) => segment.has_user_assessment) ?? segments.at(-1))?.id;
  const subscribeTo = navigation.subscribeTo();
  const meta = (kind: string, time: TMenuTime) =>
    time === null
      ? kind
      : time.unit === 'seconds'
        ? t('menu.metaSeconds', { kind, seconds: time.count })
        : t('menu.meta', { kind, minutes: time.count });

  const itemRow = (item: TTopicItem<TSegment>) => {
    if (item.kind === 'step') {
      const { step } = item;
      const locked = isContentLocked(step, user);
      const percent = Math.floor(step.user_percent_complete);
      const status = locked ? 'locked' : isStepComplete(step.user_percent_complete) ? 'done' : percent > 0 ? 'percent' : 'none';
      return (
        <MenuRow
          key={`step-${step.id}`}
          to={locked ? subscribeTo : navigation.stepTo(step.id)}
          popup={locked}
          icon={PlayCircle}
          title={step.title}
          meta={meta(t('kind.step'), menuTime(step.duration_seconds, step.minutes_to_complete))}
          status={status === 'percent' ? <Status kind="percent" percent={percent} /> : <Status kind={status} />}
          current={step.id === currentStepId}
          onNavigate={onNavigate}
        />
      );
    }
    const { activity } = item;
    const kind = activityKind(activity.activity_type);
    const locked = isContentLocked(activity, user);
    return (
      <MenuRow
        key={`activity-${activity.id}`}
        to={locked ? subscribeTo : navigation.popupTo(TopicParam.activity, activity.id)}
        popup
        icon={activityIcons[kind]}
        title={activity.title}
        meta={meta(t(`kind.${kind}`), menuTime(null, activity.minutes_to_complete))}
        status={<Status kind={locked ? 'locked' : isActivityComplete(activity.user_percent_complete) ? 'done' : 'none'} />}
        onNavigate={onNavigate}
      />
    );
  };

  const assessmentLocked = user.is_trial_mode;
  const assessmentRow = (
    <MenuRow
      to={assessmentLocked ? subscribeTo : navigation.popupTo(TopicParam.assessment, 'true')}
      popup
      icon={ClipboardCheck}
      title={t('menu.assessment')}
      meta={t('menu.meta', { kind: t('kind.assessment'), minutes: Constants.assessmentMinutes })}
      status={<Status kind={assessmentLocked ? 'locked' : topic.user_assessment_completed ? 'done' : 'none'} />}
      onNavigate={onNavigate}
    />
  );

  return (
    <nav className={styles.menu} {...(hideHeading ? { 'aria-label': t('menu.heading') } : { 'aria-labelledby': headingId })}>
      {!hideHeading && (
        <h2 id={headingId} className={styles.heading}>
          {t('menu.heading')}
        </h2>
      )}
      <ol className={styles.segments}>
        {segments.map((segment) => {
          const done = isSegmentDone(liveSegmentCounts(segment), topic.user_assessment_completed);
          return (
            <li key={segment.id} className={styles.segment}>
              <div className={styles.segmentHeader}>
                <span className={styles.number} aria-hidden="true">
                  {segment.segment_number}
                </span>
                <h3 className={styles.segmentTitle}>
                  <span className="visually-hidden">{t('menu.segment', { number: segment.segment_number })}</span>{' '}
                  {segment.title}
                </h3>
                {done && (
                  <span className={styles.segmentDone}>
                    <Check aria-hidden="true" size={16} />
                    {t('menu.segmentDone')}
                  </span>
                )}
              </div>
              <ul className={styles.items}>
                {segmentItems(segment).map((item) => (
                  <li key={item.kind === 'step' ? `s${item.step.id}` : `a${item.activity.id}`}>{itemRow(item)}</li>
                ))}
                {segment.id === assessmentSegmentId && <li>{assessmentRow}</li>}
              </ul>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
