import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, CircleCheck, Lock, Send } from 'lucide-react';
import {
  AssessmentPage,
  assessmentNextLabel,
  assessmentProgressPercent,
  buildAssessmentAnswer,
  canGoToPreviousAssessmentPage,
  Constants,
  isAssessmentUnlocked,
  liveTopicCounts,
  RatingScale,
  type TAssessmentDraft,
  type TAssessmentPage,
  type TModule,
  type TRatingScale,
} from '@innerway/domain';
import { track } from '../../../analytics';
import { Alert, Button, Modal, RadioGroup, RichText } from '../../../components/ui';
import { useServerErrorText } from '../../../lib/server-error';
import { useRecordAssessmentView, useSubmitAssessment } from '../../content';
import { AssessmentProgress } from './assessment-progress';
import { AssessmentReview } from './assessment-review';
import { TextQuestion } from './text-question';
import styles from './assessment-wizard.module.css';

export interface AssessmentWizardProps {
  topic: TModule;
  open: boolean;
  onClose: () => void;
}

const emptyDraft: TAssessmentDraft = { rating: null, textOne: '', textTwo: '' };
const ratings = Object.values(RatingScale);

/**
 * The gate (spec section 5): every video and activity complete. The reply's counts are right when
 * the topic loads; the items are right after something completed on this screen (the cache patch
 * updates items, not totals). Either one saying yes is enough; the server checks again on submit.
 */
function assessmentOpenFor(topic: TModule): boolean {
  return isAssessmentUnlocked(topic) || isAssessmentUnlocked(liveTopicCounts(topic));
}

/**
 * The self-assessment in a modal (spec section 4): intro, rating, two free-text questions, review,
 * then the thank-you. The answers stay while the screen is open, so closing by mistake loses
 * nothing; they clear once sent.
 */
export function AssessmentWizard({ topic, open, onClose }: AssessmentWizardProps) {
  const { t } = useTranslation(['assessments', 'errors']);
  const errorText = useServerErrorText();
  const submit = useSubmitAssessment();
  const { mutate: recordView } = useRecordAssessmentView();
  const [page, setPage] = useState<TAssessmentPage>(AssessmentPage.Intro);
  const [draft, setDraft] = useState<TAssessmentDraft>(emptyDraft);
  const pageHeadingRef = useRef<HTMLHeadingElement>(null);
  const movedPage = useRef(false);

  const unlocked = assessmentOpenFor(topic);
  const saving = submit.isPending;

  // Spec section 7: opening the assessment records a view, once per opening.
  const recordedFor = useRef<boolean>(false);
  useEffect(() => {
    if (!open) {
      recordedFor.current = false;
      return;
    }
    if (!unlocked || recordedFor.current) return;
    recordedFor.current = true;
    recordView({ module_id: topic.id });
    track('select_content', { content_type: 'Assessment', item_id: String(topic.id) });
  }, [open, unlocked, recordView, topic.id]);

  // A new page: its heading takes the focus, so a screen reader reads the new question.
  useEffect(() => {
    if (movedPage.current) pageHeadingRef.current?.focus();
  }, [page]);

  const goTo = (next: TAssessmentPage) => {
    movedPage.current = true;
    setPage(next);
  };

  const reset = () => {
    movedPage.current = false;
    setPage(AssessmentPage.Intro);
    setDraft(emptyDraft);
    submit.reset();
  };

  const close = () => {
    if (saving) return;
    // Sent answers are done with; unsent ones wait for the person to come back.
    if (page === AssessmentPage.Submitted) reset();
    onClose();
  };

  const send = () => {
    submit.mutate(buildAssessmentAnswer(topic.id, draft), { onSuccess: () => goTo(AssessmentPage.Submitted) });
  };

  const next = () => {
    if (page === AssessmentPage.Review) send();
    else if (page === AssessmentPage.Submitted) close();
    else goTo((page + 1) as TAssessmentPage);
  };

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
      ) : (
        <>
          <AssessmentProgress percent={assessmentProgressPercent(page)} />
          <div className={styles.page}>
            <h3 ref={pageHeadingRef} tabIndex={-1} className={styles.pageHeading}>
              {t(`page.${page}`)}
            </h3>
            {page === AssessmentPage.Intro && (
              <>
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
          {submit.isError && <Alert tone="error">{t('errors:assessmentSave', { error: errorText(submit.error) })}</Alert>}
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
