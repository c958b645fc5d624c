import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AgeGroup, ageSurveyOfferedStatus, SelectContentType, type TAgeGroup, type TUser } from '@innerway/domain';
import { useSelectContent } from '../../analytics';
import { Alert, Button, Modal, RadioGroup } from '../../../components/ui';
import { errorStatus } from '../../../lib/api-client';
import { useServerErrorText } from '../../../lib/server-error';
import { useRefreshSession } from '../../session';
import { useSaveOnboardingStatus } from '../api/save-status';
import { useSubmitAgeSurvey } from '../api/submit-age-survey';
import styles from './onboarding-popup.module.css';

export interface AgeSurveyPopupProps {
  user: TUser;
  onClose: () => void;
}

const ageGroups = Object.values(AgeGroup);

/**
 * The age survey (spec sections 4 and 5): one of the five groups must be chosen before Submit
 * works, then a thank-you closed by 'Done'. Closing before answering records the day
 * (`OFFERED_MMDDYYYY`), so it is asked again after 7 days; answering completes it for good.
 */
function AgeSurveyPopup({ user, onClose }: AgeSurveyPopupProps) {
  const { t } = useTranslation(['onboarding', 'errors']);
  const errorText = useServerErrorText();
  const [choice, setChoice] = useState<TAgeGroup | null>(null);
  const submit = useSubmitAgeSurvey();
  const saveStatus = useSaveOnboardingStatus(user.id);
  const refreshSession = useRefreshSession();
  const doneRef = useRef<HTMLButtonElement>(null);
  useSelectContent(SelectContentType.AgeSurvey);

  // Answered on another device meanwhile (409): the survey is done all the same.
  const alreadyAnswered = errorStatus(submit.error) === 409;
  const answered = submit.isSuccess || alreadyAnswered;

  useEffect(() => {
    if (alreadyAnswered) void refreshSession().catch(() => undefined);
  }, [alreadyAnswered, refreshSession]);

  // The form gives way to the thank-you: the focus goes to its one button rather than to nowhere.
  useEffect(() => {
    if (answered) doneRef.current?.focus();
  }, [answered]);

  const close = () => {
    if (!answered) saveStatus({ age_survey_status: ageSurveyOfferedStatus(new Date()) });
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (choice !== null) submit.mutate({ response: choice, institution_code_id: user.institution_code_id });
  };

  const institution = user.institution_name ?? t('ageSurvey.institutionFallback');
  const failure = submit.isError && !alreadyAnswered ? t('errors:saveChanges', { error: errorText(submit.error) }) : null;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={answered ? t('ageSurvey.thanksTitle') : t('ageSurvey.title')}
      dismissible={!submit.isPending}
    >
      {answered ? (
        <>
          <p role="status">{t('ageSurvey.thanks')}</p>
          <div className={styles.actions}>
            <Button ref={doneRef} onClick={onClose}>
              {t('ageSurvey.done')}
            </Button>
          </div>
        </>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <p>{t('ageSurvey.intro', { institution })}</p>
          <RadioGroup
            label={t('ageSurvey.question')}
            items={ageGroups.map((group) => ({ value: String(group), label: t(`ageSurvey.groups.${group}`) }))}
            value={choice === null ? '' : String(choice)}
            onValueChange={(value) => setChoice(Number(value) as TAgeGroup)}
            required
            disabled={submit.isPending}
          />
          {failure && <Alert tone="error">{failure}</Alert>}
          <div className={styles.formActions}>
            {choice === null && <p className={styles.hint}>{t('ageSurvey.chooseFirst')}</p>}
            <Button type="submit" disabled={choice === null} busy={submit.isPending}>
              {t('ageSurvey.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

export default AgeSurveyPopup;
