import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft, Eye } from 'lucide-react';
import { Languages, StudioKinds, type TStudioItem, type TStudioKind } from '@innerway/domain';
import { Alert, Button, ButtonLink, Card, LoadingRegion, PageHeader, Skeleton } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { errorStatus } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServerErrorText } from '../../../lib/server-error';
import { useStudioItemQuery, useStudioTreeQuery } from '../api/studio';
import { FieldsForm } from '../components/fields-form';
import { HistorySection } from '../components/history-section';
import { ItemState } from '../components/item-state';
import { LanguageColumns } from '../components/language-columns';
import { LanguageTexts } from '../components/language-texts';
import { MediaSection } from '../components/media-section';
import { memberPathOf } from '../lib/member-path';
import { usePartEditor } from '../lib/use-part-editor';
import { useUnsavedChangesGuard } from '../lib/use-unsaved-changes-guard';
import page from '../../../components/ui/staff-page.module.css';
import styles from '../components/staff-content.module.css';

const isKind = (kind: string | undefined): kind is TStudioKind => (StudioKinds as readonly (string | undefined)[]).includes(kind);

/** `/studio/content/:kind/:id`: every field of one item, its three languages side by side, its media and history. */
export default function ItemRoute() {
  const { t } = useTranslation('staffContent');
  const serverErrorText = useServerErrorText();
  const params = useParams();
  const kind = isKind(params.kind) ? params.kind : 'topic';
  const id = Number(params.id);
  const valid = isKind(params.kind) && Number.isInteger(id) && id >= 0;
  const item = useStudioItemQuery(kind, id, valid);
  const back = (
    <Link to="/studio/content" className={page.back}>
      <ArrowLeft aria-hidden="true" size={16} />
      {t('editor.back')}
    </Link>
  );
  const fallbackTitle = t(`kinds.${kind}`);
  useDocumentTitle(item.data ? itemTitle(item.data) || fallbackTitle : fallbackTitle);

  if (!valid || item.isError) {
    return (
      <Screen>
        {back}
        <PageHeader title={fallbackTitle} />
        <Alert tone="error">
          {!valid || errorStatus(item.error) === 404 ? (
            t('editor.notFound')
          ) : (
            <>
              {t('editor.loadFailed', { error: serverErrorText(item.error) })}{' '}
              <Button variant="ghost" onClick={() => void item.refetch()}>
                {t('retry')}
              </Button>
            </>
          )}
        </Alert>
      </Screen>
    );
  }
  if (item.isPending) {
    return (
      <Screen>
        {back}
        <LoadingRegion label={t('loading')}>
          <Skeleton shape="block" height={480} />
        </LoadingRegion>
      </Screen>
    );
  }
  return (
    <Screen>
      {back}
      <ItemEditor key={`${item.data.kind}-${item.data.id}`} item={item.data} />
    </Screen>
  );
}

/** The English title being edited, else the published one. */
function itemTitle(item: TStudioItem): string {
  const draft = item.drafts.en.values as { title?: string } | null;
  return draft?.title || item.published.en.title;
}

function ItemEditor({ item }: { item: TStudioItem }) {
  const { t } = useTranslation('staffContent');
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const tree = useStudioTreeQuery();
  const textsHeading = useId();
  const fieldsHeading = useId();
  const fields = usePartEditor(item, 'fields');
  const en = usePartEditor(item, 'en');
  const fr = usePartEditor(item, 'fr');
  const es = usePartEditor(item, 'es');
  const texts = { en, fr, es };
  useUnsavedChangesGuard([fields, en, fr, es].some((editor) => editor.dirty), t('editor.leaveQuestion'));

  const title = itemTitle(item) || t('program.untitled');
  const pending = (['fields', ...Languages] as const).filter((part) => item.drafts[part].values !== null);
  const archived = (item.drafts.fields.values as { archived?: boolean } | null)?.archived ?? item.published.fields.archived;
  const previewPath = `/studio/content/preview?path=${encodeURIComponent(memberPathOf(item.kind, item.id, tree.data))}`;

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t(`kinds.${item.kind}`)}
        actions={
          <ButtonLink to={previewPath} variant="secondary" icon={<Eye aria-hidden="true" size={18} />}>
            {t('editor.preview')}
          </ButtonLink>
        }
      />
      <ItemState state={{ status: item.status, archived, pending_parts: pending, languages: item.languages }} />
      <div className={page.stack}>
        {created && <Alert tone="success">{t('editor.created')}</Alert>}
        <Card as="section" aria-labelledby={textsHeading} className={page.section}>
          <h2 id={textsHeading} className={page.sectionHeading}>
            {t('texts.heading')}
          </h2>
          <p className={page.muted}>{t('texts.hint')}</p>
          <LanguageColumns aside={(language) => <span className={styles.small}>{t(`languageStates.${item.languages[language]}`)}</span>}>
            {(language) => <LanguageTexts item={item} language={language} editor={texts[language]} />}
          </LanguageColumns>
        </Card>
        <Card as="section" aria-labelledby={fieldsHeading} className={page.section}>
          <h2 id={fieldsHeading} className={page.sectionHeading}>
            {t('fieldsPart.heading')}
          </h2>
          <FieldsForm editor={fields} program={tree} />
        </Card>
        <MediaSection item={item} editors={{ fields, en, fr, es }} />
        <HistorySection item={item} />
      </div>
    </>
  );
}
