import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Languages, type TLanguage } from '@innerway/domain';
import { Alert, Button, DataTable, LoadingRegion, PageHeader, SelectField, Skeleton } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServerErrorText } from '../../../lib/server-error';
import { useTranslationGapsQuery } from '../api/studio';
import { StudioNav } from '../components/studio-nav';
import { itemEditorPath } from '../lib/item-path';
import page from '../../../components/ui/staff-page.module.css';
import styles from '../components/staff-content.module.css';

/** `/studio/content/translations`: what is missing or older than English, per language and item, each a way into its editor. */
export default function TranslationsRoute() {
  const { t } = useTranslation('staffContent');
  useDocumentTitle(t('translations.title'));
  const serverErrorText = useServerErrorText();
  const gaps = useTranslationGapsQuery();
  const [language, setLanguage] = useState<TLanguage | 'all'>('all');
  const shown = gaps.data?.gaps.filter((gap) => language === 'all' || gap.language === language) ?? [];

  return (
    <Screen>
      <PageHeader title={t('translations.title')} subtitle={t('translations.subtitle')} />
      <StudioNav />
      <div className={page.stack}>
        <SelectField label={t('translations.language')} value={language} onChange={(event) => setLanguage(event.target.value as TLanguage | 'all')} className={styles.narrow}>
          <option value="all">{t('translations.allLanguages')}</option>
          {Languages.map((option) => (
            <option key={option} value={option}>
              {t(`languages.${option}`)}
            </option>
          ))}
        </SelectField>
        {gaps.isPending ? (
          <LoadingRegion label={t('loading')}>
            <Skeleton shape="block" height={240} />
          </LoadingRegion>
        ) : gaps.isError ? (
          <Alert tone="error">
            {t('translations.loadFailed', { error: serverErrorText(gaps.error) })}{' '}
            <Button variant="ghost" onClick={() => void gaps.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : shown.length === 0 ? (
          <p className={page.muted}>{t('translations.empty')}</p>
        ) : (
          <DataTable stackOnPhone caption={t('translations.caption')} columns={[t('translations.item'), t('translations.languageColumn'), t('translations.state'), t('translations.fields')]}>
            {shown.map((gap) => (
              <tr key={`${gap.kind}/${gap.id}/${gap.language}`}>
                <th scope="row">
                  <span className={styles.itemKind}>{t(`kinds.${gap.kind}`)}</span>{' '}
                  <Link to={itemEditorPath(gap.kind, gap.id)}>{gap.title || t('program.untitled')}</Link>
                </th>
                <td data-label={t('translations.languageColumn')}>{t(`languages.${gap.language}`)}</td>
                <td data-label={t('translations.state')}>
                  <span className={styles.badge} data-tone="gap">
                    {t(`languageStates.${gap.state}`)}
                  </span>
                </td>
                <td data-label={t('translations.fields')}>{gap.fields.map((field) => t(`fields.${field}`)).join(', ')}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </div>
    </Screen>
  );
}
