import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Languages, PreviewAccesses, type TPreviewAccess } from '@innerway/domain';
import { Card, PageHeader, RadioGroup, SelectField } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { currentLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStudioTreeQuery } from '../api/studio';
import { PreviewFrame, PreviewWidths, type TPreviewWidth } from '../components/preview-frame';
import { StudioNav } from '../components/studio-nav';
import { previewFrameAddress, readPreviewChoice } from '../lib/preview-address';
import page from '../../../components/ui/staff-page.module.css';
import styles from '../components/staff-content.module.css';

/**
 * `/studio/content/preview`: the member app with every draft in it, exactly as a member would see
 * it, in any language, as a trial or a full-access member, at a phone's or a desk's width. The
 * choices live in the address, so a preview can be shared with a reviewer.
 */
export default function PreviewRoute() {
  const { t } = useTranslation('staffContent');
  useDocumentTitle(t('preview.title'));
  const [search, setSearch] = useSearchParams();
  const choice = readPreviewChoice(search, currentLanguage());
  const width = (Number(search.get('width')) === 1440 ? 1440 : 390) satisfies TPreviewWidth;
  const tree = useStudioTreeQuery();
  const change = (key: string, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const screens = [
    { path: '/dashboard', label: t('preview.dashboard') },
    ...(tree.data?.topics ?? []).flatMap((topic) => [
      { path: `/topic_overview/${topic.id}`, label: t('preview.topicOverview', { title: topic.title }) },
      { path: `/topic_detail/${topic.id}`, label: t('preview.topicDetail', { title: topic.title }) },
    ]),
    { path: '/resources', label: t('preview.resources') },
  ];
  if (!screens.some((screen) => screen.path === choice.path)) screens.unshift({ path: choice.path, label: t('preview.thisItem') });

  return (
    <Screen>
      <PageHeader title={t('preview.title')} subtitle={t('preview.subtitle')} />
      <StudioNav />
      <div className={page.stack}>
        <Card as="section" aria-label={t('preview.controls')} className={styles.previewControls}>
          <SelectField label={t('preview.screen')} value={choice.path} onChange={(event) => change('path', event.target.value)}>
            {screens.map((screen) => (
              <option key={screen.path} value={screen.path}>
                {screen.label}
              </option>
            ))}
          </SelectField>
          <RadioGroup
            label={t('preview.language')}
            orientation="horizontal"
            value={choice.language}
            onValueChange={(value) => change('language', value)}
            items={Languages.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
          />
          <RadioGroup
            label={t('preview.access')}
            orientation="horizontal"
            value={choice.access}
            onValueChange={(value) => change('access', value as TPreviewAccess)}
            items={PreviewAccesses.map((access) => ({ value: access, label: t(`preview.accesses.${access}`) }))}
          />
          <RadioGroup
            label={t('preview.width')}
            orientation="horizontal"
            value={String(width)}
            onValueChange={(value) => change('width', value)}
            items={PreviewWidths.map((option) => ({ value: String(option), label: t(`preview.widths.${option}`) }))}
          />
        </Card>
        <PreviewFrame
          src={previewFrameAddress(choice)}
          width={width}
          title={t('preview.frameTitle', { language: t(`languages.${choice.language}`), access: t(`preview.accesses.${choice.access}`) })}
        />
      </div>
    </Screen>
  );
}
