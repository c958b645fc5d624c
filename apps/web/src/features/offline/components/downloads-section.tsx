import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { TUser } from '@innerway/domain';
import { Alert, Button, Card, Spinner } from '../../../components/ui';
import { formatSize } from '../lib/format-size';
import { useDownloadItems, useDownloadStore } from '../lib/use-downloads';
import styles from './offline.module.css';

/**
 * The account screen's downloads (apps only): every meditation this member downloaded on this
 * device, the space they take, and removing one or all of them.
 */
export default function DownloadsSection({ user }: { user: Pick<TUser, 'id'> }) {
  const { t, i18n } = useTranslation('downloads');
  const language = i18n.resolvedLanguage ?? 'en';
  const state = useDownloadStore();
  const store = state.status === 'ready' ? state.store : null;
  const downloaded = useDownloadItems(store, user.id).filter((item) => item.status === 'downloaded');
  const [removingAll, setRemovingAll] = useState(false);
  const total = downloaded.reduce((sum, item) => sum + item.bytes, 0);

  const removeAll = () => {
    if (!store) return;
    setRemovingAll(true);
    void store.removeAll(user.id).finally(() => setRemovingAll(false));
  };

  return (
    <Card as="section" className={styles.section} aria-labelledby="downloads-heading">
      <h2 id="downloads-heading">{t('section.title')}</h2>
      <p className={styles.note}>{t('section.intro')}</p>
      {state.status === 'loading' && <Spinner size="small" label={t('section.loading')} />}
      {state.status === 'failed' && <Alert tone="error">{t('section.unavailable')}</Alert>}
      {store && downloaded.length === 0 && <p className={styles.note}>{t('section.empty')}</p>}
      {downloaded.length > 0 && (
        <>
          <p className={styles.downloaded}>{t('section.total', { size: formatSize(total, language) })}</p>
          <ul className={styles.list}>
            {downloaded.map((item) => {
              const names = { title: item.title, voice: t(`voice.${item.voice}`), language: t(`language.${item.language}`, { defaultValue: item.language }) };
              return (
                <li key={item.key} className={styles.item}>
                  <span className={styles.itemText}>
                    <span className={styles.itemTitle}>{item.title}</span>
                    <span className={styles.itemMeta}>
                      {names.voice} · {names.language} · {formatSize(item.bytes, language)}
                    </span>
                  </span>
                  <Button variant="ghost" icon={<Trash2 aria-hidden size={18} />} onClick={() => void store?.remove(item.key)}>
                    <span className="visually-hidden">{t('section.removeItem', names)}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
          <Button variant="secondary" icon={<Trash2 aria-hidden size={18} />} busy={removingAll} onClick={removeAll}>
            {t('section.removeAll')}
          </Button>
        </>
      )}
    </Card>
  );
}
