import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SubscribeParamPrompt } from '../../access';
import { ContentPopup } from '../components/content-popup';
import { ResourceShelf } from '../components/resource-shelf';
import { popupFromUrl, resourcesPath } from '../lib/paths';
import { keepScroll } from '../../../lib/keep-scroll';

/** /resources and /resources/:resourceId: the shelf, with the item's popup over it when the path names one. */
export default function ResourcesRoute() {
  const { t } = useTranslation('common');
  // The popups' namespaces load with the screen, so opening one never waits for its texts.
  const { t: tResources } = useTranslation(['resources', 'activities', 'access']);
  const title = t('screens.resources');
  useDocumentTitle(title);

  const { resourceId } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const popup = popupFromUrl(resourceId, search);

  const closePopup = () => {
    // Opened from the shelf: step back, so Back does not reopen it. Opened by a link: go to the shelf.
    const fromShelf = (location.state as { fromShelf?: boolean } | null)?.fromShelf === true;
    if (fromShelf) void navigate(-1);
    else void navigate(resourcesPath, { replace: true, state: keepScroll() });
  };

  return (
    <Screen>
      <PageHeader title={title} subtitle={tResources('subtitle')} />
      <ResourceShelf />
      {popup && <ContentPopup key={`${popup.kind}-${popup.id}`} kind={popup.kind} id={popup.id} onClose={closePopup} />}
      <SubscribeParamPrompt />
    </Screen>
  );
}
