import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardCheck, Lock, Play, X, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui';
import type { TActivityKind } from '../../content';
import styles from './next-up-overlay.module.css';

/** What comes after the step, as the overlay needs it; the screen works it out (nextUpAfterStep). */
export interface TNextUpOffer {
  /** An activity by its kind: the overlay says whether a meditation, a journaling or an activity comes next. */
  kind: 'step' | TActivityKind | 'assessment';
  title: string;
  /** Trial users: selecting it leads to the subscribe prompt instead. */
  locked: boolean;
}

export interface NextUpOverlayProps {
  offer: TNextUpOffer;
  onSelect: () => void;
  onDismiss: () => void;
  /** Move the focus to the play button (when the person was in the player, e.g. on its controls). */
  takeFocus: boolean;
}

const kindIcon = { step: Play, activity: Sparkles, assessment: ClipboardCheck } as const;

/** Playing a step, opening an activity of any kind, or starting the assessment. */
const actionOf = (kind: TNextUpOffer['kind']) => (kind === 'step' || kind === 'assessment' ? kind : 'activity');

/** Spec section 4: at 100 % the next step, activity or the assessment, with a play button. */
export function NextUpOverlay({ offer, onSelect, onDismiss, takeFocus }: NextUpOverlayProps) {
  const { t } = useTranslation('player');
  const headingId = useId();
  const playRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (takeFocus) playRef.current?.focus();
  }, [takeFocus]);

  const action = actionOf(offer.kind);
  const Icon = offer.locked ? Lock : kindIcon[action];
  return (
    <section className={styles.overlay} aria-labelledby={headingId} data-testid="next-up">
      <div className={styles.card}>
        <h3 id={headingId} className={styles.eyebrow}>
          {t('nextUp.heading')}
        </h3>
        <p className={styles.kind}>{offer.kind === 'assessment' ? t('nextUp.kind.assessment') : t(`kind.${offer.kind}`)}</p>
        <p className={styles.title}>{offer.title}</p>
        {offer.locked && <p className={styles.note}>{t('nextUp.locked')}</p>}
        <div className={styles.actions}>
          <button
            ref={playRef}
            type="button"
            className={styles.play}
            onClick={onSelect}
            aria-label={t(`nextUp.action.${action}`, { title: offer.title })}
          >
            <Icon aria-hidden="true" size={28} />
          </button>
          <Button variant="ghost" className={styles.again} icon={<X aria-hidden="true" />} onClick={onDismiss}>
            {t('nextUp.dismiss')}
          </Button>
        </div>
      </div>
    </section>
  );
}
