import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { StudioNav } from '../../staff-content';
import { BundleExport } from '../components/bundle-export';
import { BundleImport } from '../components/bundle-import';
import page from '../../../components/ui/staff-page.module.css';

/** `/studio/content/bundles`: the program (or a topic) out as a bundle, and a bundle in, previewed first. */
export default function BundlesRoute() {
  const { t } = useTranslation('staffBundles');
  useDocumentTitle(t('title'));
  return (
    <Screen>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <StudioNav />
      <div className={page.stack}>
        <BundleExport />
        <BundleImport />
      </div>
    </Screen>
  );
}
