import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, ButtonLink } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import i18n, { currentLanguage } from '../../../lib/i18n';
import { useRefreshSession } from '../../session';
import { askForDraftsFromNowOn } from '../lib/preview-fetch';
import { readPreviewChoice } from '../lib/preview-address';

const inFrame = () => window.parent !== window;

/**
 * `/studio/content/preview-frame`, the page inside the preview screen's frame: from here on, this
 * page's calls ask for drafts as the chosen member would see them, in the chosen language, and it
 * opens the member screen. Opened on its own (not in a frame), it does nothing of the kind: the
 * staff member's own tab must keep showing what members have.
 */
export default function PreviewFrameRoute() {
  const { t } = useTranslation('staffContent');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const choice = readPreviewChoice(search, currentLanguage());

  useEffect(() => {
    if (!inFrame()) return;
    askForDraftsFromNowOn(choice.access);
    // The language of the preview, not the staff member's: kept for as long as the frame lives,
    // also against the app adopting the signed-in staff member's own language.
    const keep = (language: string) => {
      if (language !== choice.language) void i18n.changeLanguage(choice.language);
    };
    i18n.on('languageChanged', keep);
    // The user was read before the header was set: read again, the server answers as the member
    // previewed (their access, no admin), so the screens' locks, banners and prompts follow it.
    void Promise.all([i18n.changeLanguage(choice.language), refreshSession().catch(() => null)]).then(() => navigate(choice.path, { replace: true }));
    // The frame is reloaded for every other choice: nothing to undo here.
  }, [choice.access, choice.language, choice.path, navigate, refreshSession]);

  if (inFrame()) return null;
  return (
    <Screen>
      <Alert tone="info">{t('preview.frameAlone')}</Alert>
      <ButtonLink to={`/studio/content/preview?${search.toString()}`}>{t('preview.open')}</ButtonLink>
    </Screen>
  );
}
