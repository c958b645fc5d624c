import { useTranslation } from 'react-i18next';
import { Alert, Button, LoadingRegion, PageHeader, Skeleton } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServerErrorText } from '../../../lib/server-error';
import { useStudioTreeQuery } from '../api/studio';
import { PublishForm } from '../components/publish-form';
import { StudioNav } from '../components/studio-nav';
import { pendingItemsOf } from '../lib/pending-items';
import page from '../../../components/ui/staff-page.module.css';

/** `/studio/content/publish`: every draft waiting, chosen by item and language, published at once. */
export default function PublishRoute() {
  const { t } = useTranslation('staffContent');
  useDocumentTitle(t('publish.title'));
  const serverErrorText = useServerErrorText();
  const tree = useStudioTreeQuery();
  return (
    <Screen>
      <PageHeader title={t('publish.title')} subtitle={t('publish.subtitle')} />
      <StudioNav />
      <div className={page.stack}>
        {tree.isPending ? (
          <LoadingRegion label={t('loading')}>
            <Skeleton shape="block" height={240} />
          </LoadingRegion>
        ) : tree.isError ? (
          <Alert tone="error">
            {t('publish.loadFailed', { error: serverErrorText(tree.error) })}{' '}
            <Button variant="ghost" onClick={() => void tree.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : (
          <PublishForm pending={pendingItemsOf(tree.data)} />
        )}
      </div>
    </Screen>
  );
}
