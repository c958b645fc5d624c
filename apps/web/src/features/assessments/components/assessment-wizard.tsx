import { useTranslation } from 'react-i18next';
import { ArrowLeft, CalendarClock, CircleCheck, Lock, Send } from 'lucide-react';
import { Constants, RatingScale, type TModule, type TRatingScale } from '@innerway/domain';
import {
  assessmentNextLabel,
  AssessmentPage,
  assessmentProgressPercent,
  canGoToPreviousAssessmentPage,
  type TAssessmentPage,
} from '../lib/assessment-wizard';
import { Alert, Button, Modal, RadioGroup, RichText, TextLink } from '../../../components/ui';
import { currentLanguage } from '../../../lib/i18n';
import { useServerErrorText } from '../../../lib/server-error';
import { formatCheckInDate, useTopicCheckInOffer } from '../../content';
import { useAssessmentWizard } from '../lib/use-assessment-wizard';
import { AssessmentProgress } from './assessment-progress';
import { AssessmentReview } from './assessment-review';
import { TextQuestion } from './text-question';
import styles from './assessment-wizard.module.css';

export interface AssessmentWizardProps {
  topic: TModule;
  open: boolean;
  onClose: () => void;
}

const ratings = Object.values(RatingScale);

/**
 * The self-assessment in a modal (spec section 4): intro, rating, two free-text questions, review,
 * then the thank-you; its state is useAssessmentWizard's.
 */
export function AssessmentWizard({ topic, open, onClose }: AssessmentWizardProps) {
  const { t } = useTranslation(['assessments', 'errors']);
  const errorText = useServerErrorText();
  const { unlocked, page, draft, setDraft, saving, saveError, pageHeadingRef, goTo, close, next } = useAssessmentWizard(topic, open, onClose);
  // Once done, the assessment is a check-in: again only after the interval since the latest.
  const offer = useTopicCheckInOffer(topic.id, open && topic.user_assessment_completed);
  const language = currentLanguage();

  const nextLabel =
    page === AssessmentPage.Review
      ? t('submit')
      : page === AssessmentPage.Submitted
        ? t('done')
        : t(assessmentNextLabel(page, draft) === 'Skip' ? 'skip' : 'next');

  return (
    <Modal
      open={open}
      onOpenChange={(nextOpen) => !nextOpen && close()}
      title={t('title')}
      description={topic.title}
      dismissible={!saving}
      className={styles.modal}
    >
      {!unlocked ? (
        <div className={styles.gate}>
          <Lock className={styles.gateIcon} aria-hidden="true" />
          <p>{t('errors:content.assessment_gate')}</p>
          <div className={styles.footer}>
            <Button onClick={close}>{t('gateClose')}</Button>
          </div>
        </div>
      ) : offer?.kind === 'waiting' && page !== AssessmentPage.Submitted ? (
        <div className={styles.gate}>
          <CalendarClock className={styles.gateIcon} aria-hidden="true" />
          <p>
            {t('waiting', { date: formatCheckInDate(offer.latest, language), opensAt: formatCheckInDate(offer.opensAt, language) })}
          </p>
          <TextLink to="/progress">{t('seeReflections')}</TextLink>
          <div className={styles.footer}>
            <Button onClick={close}>{t('gateClose')}</Button>
          </div>
        </div>
      ) : (
        <>
          <AssessmentProgress percent={assessmentProgressPercent(page)} />
          <div className={styles.page}>
            <h3 ref={pageHeadingRef} tabIndex={-1} className={styles.pageHeading}>
              {t(`page.${page}`)}
            </h3>
            {page === AssessmentPage.Intro && (
              <>
                {offer?.kind === 'open' && <p className={styles.again}>{t('againIntro', { date: formatCheckInDate(offer.latest, language) })}</p>}
                <RichText html={topic.assessment_intro} className={styles.intro} />
                <p className={styles.hint}>{t('introHint', { questions: Constants.assessmentQuestions, minutes: Constants.assessmentMinutes })}</p>
              </>
            )}
            {page === AssessmentPage.Rating && (
              <RadioGroup
                label={<span className={styles.questionText}>{topic.quantitative_assessment_question}</span>}
                items={ratings.map((value) => ({ value: String(value), label: t(`rating.${value}`) }))}
                value={draft.rating ? String(draft.rating) : ''}
                onValueChange={(value) => setDraft((current) => ({ ...current, rating: Number(value) as TRatingScale }))}
              />
            )}
            {page === AssessmentPage.TextOne && (
              <TextQuestion
                question={topic.qualitative_assessment_question_one}
                value={draft.textOne}
                onChange={(textOne) => setDraft((current) => ({ ...current, textOne }))}
              />
            )}
            {page === AssessmentPage.TextTwo && (
              <TextQuestion
                question={topic.qualitative_assessment_question_two}
                value={draft.textTwo}
                onChange={(textTwo) => setDraft((current) => ({ ...current, textTwo }))}
              />
            )}
            {page === AssessmentPage.Review && <AssessmentReview topic={topic} draft={draft} />}
            {page === AssessmentPage.Submitted && (
              <div className={styles.submitted}>
                <CircleCheck className={styles.submittedIcon} aria-hidden="true" />
                <p>{t('thanks')}</p>
              </div>
            )}
          </div>
          {saveError && <Alert tone="error">{t('errors:assessmentSave', { error: errorText(saveError) })}</Alert>}
          <div className={styles.footer}>
            <Button
              variant="secondary"
              icon={<ArrowLeft aria-hidden="true" />}
              disabled={!canGoToPreviousAssessmentPage(page, saving)}
              onClick={() => goTo((page - 1) as TAssessmentPage)}
            >
              {t('prev')}
            </Button>
            <Button
              busy={saving}
              icon={page === AssessmentPage.Review ? <Send aria-hidden="true" /> : undefined}
              onClick={next}
              className={styles.next}
            >
              {nextLabel}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
