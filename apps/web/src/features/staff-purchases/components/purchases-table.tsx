import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui';
import { Link } from 'react-router';
import type { TStaffPurchase } from '@innerway/domain';
import { useStaffDateFormat } from '../lib/format';
import { PersonLink } from './person-link';
import { StateBadge } from './state-badge';
import styles from './staff-purchases.module.css';

/** Purchases, one a row, each opening its record. */
export function PurchasesTable({ purchases, caption }: { purchases: TStaffPurchase[]; caption: string }) {
  const { t } = useTranslation('staffPurchases');
  const date = useStaffDateFormat();
  return (
    <DataTable caption={caption} columns={[t('columns.purchased'), t('columns.buyer'), t('columns.product'), t('columns.store'), t('columns.reference'), t('columns.state')]}>
      {purchases.map((purchase) => (
        <tr key={purchase.id}>
          <th scope="row">
            <Link to={`/studio/purchases/${purchase.id}`} className={styles.rowLink}>
              {date(purchase.purchased_at)}
              <span className="visually-hidden">{t('openPurchase', { name: purchase.buyer.name })}</span>
            </Link>
          </th>
          <td>
            <PersonLink person={purchase.buyer} />
          </td>
          <td>{t(`products.${purchase.product}`)}</td>
          <td>{t(`stores.${purchase.store}`)}</td>
          <td className={styles.code}>{purchase.reference ?? '—'}</td>
          <td>
            <StateBadge state={purchase.state} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
