import { useTranslation } from 'react-i18next';
import type { TBundlePlanItem } from '@innerway/domain';
import { DataTable } from '../../../components/ui';
import styles from './staff-bundles.module.css';

/** Per item, what the import does to it: the fields and, per language, the texts it changes. */
export function BundlePlanTable({ items }: { items: TBundlePlanItem[] }) {
  const { t } = useTranslation('staffBundles');
  const fieldList = (fields: string[]) => fields.map((field) => t(`field.${field}`, { defaultValue: field })).join(', ');
  return (
    <DataTable caption={t('plan.caption')} columns={[t('plan.item'), t('plan.action'), t('plan.changes')]}>
      {items.map((item) => (
        <tr key={`${item.kind}-${item.uid}`}>
          <td>
            <span className={styles.kind}>{t(`kind.${item.kind}`)}</span>{' '}
            {item.title || t('plan.untitled')}
          </td>
          <td>
            <span className={[styles.action, styles[item.action]].filter(Boolean).join(' ')}>{t(`action.${item.action}`)}</span>
          </td>
          <td>
            {item.action === 'update' ? (
              <ul className={styles.changes}>
                {item.fields.length > 0 && <li>{t('plan.fields', { fields: fieldList(item.fields) })}</li>}
                {item.languages.map((change) => (
                  <li key={change.language}>{t('plan.language', { language: t(`language.${change.language}`), fields: fieldList(change.fields) })}</li>
                ))}
              </ul>
            ) : (
              t(`plan.${item.action}Detail`)
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
