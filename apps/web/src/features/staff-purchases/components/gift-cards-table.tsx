import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui';
import { Link } from 'react-router';
import type { TStaffGiftCard } from '@innerway/domain';
import { useStaffDateFormat } from '../lib/format';
import { PersonLink } from './person-link';
import { StateBadge } from './state-badge';
import styles from './staff-purchases.module.css';

/** Gift cards, one a row, each opening its record. Never their code or message. */
export function GiftCardsTable({ giftCards, caption }: { giftCards: TStaffGiftCard[]; caption: string }) {
  const { t } = useTranslation('staffPurchases');
  const date = useStaffDateFormat();
  return (
    <DataTable caption={caption} columns={[t('columns.purchased'), t('columns.state'), t('columns.buyer'), t('columns.recipient'), t('columns.redeemedBy')]}>
      {giftCards.map((card) => (
        <tr key={card.id}>
          <th scope="row">
            <Link to={`/studio/purchases/gift-cards/${card.id}`} className={styles.rowLink}>
              {date(card.purchased_at)}
              <span className="visually-hidden">{t('openGiftCard', { id: card.id })}</span>
            </Link>
          </th>
          <td>
            <StateBadge state={card.state} />
          </td>
          <td>{card.buyer ? <PersonLink person={card.buyer} /> : '—'}</td>
          <td className={styles.wrap}>{card.recipient_email ?? '—'}</td>
          <td>{card.redeemed_by ? <PersonLink person={card.redeemed_by} /> : '—'}</td>
        </tr>
      ))}
    </DataTable>
  );
}
