import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui';
import { Screen } from '../layout/screen';
import { useDocumentTitle } from '../use-document-title';

export type TSectionTitle = 'library' | 'resources' | 'progress' | 'topicOverview' | 'topicDetail';

/** A section whose content comes in a later issue: for now its title, inside the shell. */
export function SectionScreen({ title }: { title: TSectionTitle }) {
  const { t } = useTranslation('common');
  const text = t(`screens.${title}`);
  useDocumentTitle(text);
  return (
    <Screen>
      <PageHeader title={text} />
    </Screen>
  );
}
