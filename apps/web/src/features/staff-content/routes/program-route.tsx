import { useTranslation } from 'react-i18next';
import { Alert, Button, LoadingRegion, PageHeader, Skeleton } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServerErrorText } from '../../../lib/server-error';
import { useStudioTreeQuery } from '../api/studio';
import { ProgramTree } from '../components/program-tree';
import { StudioNav } from '../components/studio-nav';
import page from '../../../components/ui/staff-page.module.css';

/** `/studio/content`: the program, its order and states, and the way into each item. */
export default function ProgramRoute() {
  const { t } = useTranslation('staffContent');
  useDocumentTitle(t('program.title'));
  const serverErrorText = useServerErrorText();
  const tree = useStudioTreeQuery();
  return (
    <Screen>
      <PageHeader title={t('program.title')} subtitle={t('program.subtitle')} />
      <StudioNav />
      <div className={page.stack}>
        {tree.isPending ? (
          <LoadingRegion label={t('loading')}>
            <Skeleton shape="block" height={360} />
          </LoadingRegion>
        ) : tree.isError ? (
          <Alert tone="error">
            {t('program.loadFailed', { error: serverErrorText(tree.error) })}{' '}
            <Button variant="ghost" onClick={() => void tree.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : (
          <ProgramTree tree={tree.data} />
        )}
      </div>
    </Screen>
  );
}
