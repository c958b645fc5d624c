import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActivityType, ResourceCategory, StudioLimits, type TActivityType, type TResourceCategory, type TStudioCreate, type TStudioKind } from '@innerway/domain';
import { Alert, Button, Modal, SelectField, TextField } from '../../../components/ui';
import { useServerErrorText } from '../../../lib/server-error';
import { useCreateItemMutation } from '../api/studio';
import { itemEditorPath } from '../lib/item-path';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-content.module.css';

/** What is being made: its kind, and the topic or segment it goes into. */
export interface TCreateRequest {
  kind: TStudioKind;
  parentId?: number;
  /** The parent's title, to say where the new item goes. */
  parentTitle?: string;
}

function createBody(request: TCreateRequest, title: string, activityType: TActivityType, category: TResourceCategory): TStudioCreate {
  const parent = request.parentId ?? 0;
  switch (request.kind) {
    case 'topic':
      return { kind: 'topic', title };
    case 'segment':
      return { kind: 'segment', topic_id: parent, title };
    case 'step':
      return { kind: 'step', segment_id: parent, title };
    case 'activity':
      return { kind: 'activity', segment_id: parent, title, activity_type: activityType };
    case 'resource':
      return { kind: 'resource', title, category };
  }
}

/**
 * A new item needs only its English title (and an activity's type, a resource's category); the
 * rest is filled in its editor, where it opens. Members see nothing of it until it is published.
 */
export function CreateItemDialog({ request, onClose }: { request: TCreateRequest | null; onClose: () => void }) {
  const { t } = useTranslation('staffContent');
  const serverErrorText = useServerErrorText();
  const navigate = useNavigate();
  const formId = useId();
  const create = useCreateItemMutation();
  const [title, setTitle] = useState('');
  const [activityType, setActivityType] = useState<TActivityType>(ActivityType.Activity);
  const [category, setCategory] = useState<TResourceCategory>(ResourceCategory.BookRecommendation);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    const trimmed = title.trim();
    setMissing(trimmed === '');
    if (trimmed === '') return;
    create.mutate(createBody(request, trimmed, activityType, category), {
      onSuccess: (item) => void navigate(itemEditorPath(item.kind, item.id), { state: { created: true } }),
    });
  };

  const kind = request?.kind ?? 'topic';
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => {
        if (open) return;
        create.reset();
        setTitle('');
        setMissing(false);
        onClose();
      }}
      dismissible={!create.isPending}
      focusFirstField
      title={t(`create.title.${kind}`)}
      description={request?.parentTitle ? t('create.into', { parent: request.parentTitle }) : t('create.hint')}
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.form}>
        <TextField
          label={t('create.englishTitle')}
          lang="en"
          value={title}
          maxLength={StudioLimits.titleMax}
          autoComplete="off"
          onChange={(event) => setTitle(event.target.value)}
          error={missing ? t('create.titleRequired') : undefined}
        />
        {kind === 'activity' && (
          <SelectField label={t('fields.activity_type')} value={activityType} onChange={(event) => setActivityType(Number(event.target.value) as TActivityType)}>
            {Object.values(ActivityType).map((type) => (
              <option key={type} value={type}>
                {t(`activityTypes.${type}`)}
              </option>
            ))}
          </SelectField>
        )}
        {kind === 'resource' && (
          <SelectField label={t('fields.category')} value={category} onChange={(event) => setCategory(Number(event.target.value) as TResourceCategory)}>
            {Object.values(ResourceCategory).map((value) => (
              <option key={value} value={value}>
                {t(`categories.${value}`)}
              </option>
            ))}
          </SelectField>
        )}
        {create.isError && <Alert tone="error">{t('create.failed', { error: serverErrorText(create.error) })}</Alert>}
        <div className={page.buttonRow}>
          <Button type="submit" busy={create.isPending}>
            {t('create.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
