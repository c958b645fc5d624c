import { useEffect, useRef, useState } from 'react';
import { isAssessmentUnlocked, type TModule } from '@innerway/domain';
import { track } from '../../analytics';
import { liveTopicCounts, useRecordAssessmentView, useSubmitAssessment } from '../../content';
import { AssessmentPage, buildAssessmentAnswer, type TAssessmentDraft, type TAssessmentPage } from './assessment-wizard';

const emptyDraft: TAssessmentDraft = { rating: null, textOne: '', textTwo: '' };

/**
 * The gate (spec section 5): every video and activity complete. The reply's counts are right when
 * the topic loads; the items are right after something completed on this screen (the cache patch
 * updates items, not totals). Either one saying yes is enough; the server checks again on submit.
 */
function assessmentOpenFor(topic: TModule): boolean {
  return isAssessmentUnlocked(topic) || isAssessmentUnlocked(liveTopicCounts(topic));
}

/**
 * The self-assessment's state (spec sections 4, 5 and 7): the page and the answers, the gate, the
 * view recorded once per opening, the focus on each new page's heading, and sending. The answers
 * stay while the screen is open, so closing by mistake loses nothing; they clear once sent.
 */
export function useAssessmentWizard(topic: TModule, open: boolean, onClose: () => void) {
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

  return { unlocked, page, draft, setDraft, saving, saveError: submit.isError ? submit.error : null, pageHeadingRef, goTo, close, next };
}
