import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import type { TStaffAccessEvent, TStaffGiftCard, TStaffPurchase, TStaffPurchaseRecord, TStaffStoreNotification } from '@innerway/domain';
import { Alert, ButtonLink, Card, DataTable, LoadError, LoadingRegion, PageHeader, Skeleton, TextLink } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { errorStatus } from '../../../lib/api-client';
import { useServerErrorText } from '../../../lib/server-error';
import { useStaffDateFormat } from '../lib/format';
import { PersonLink } from './person-link';
import { StateBadge } from './state-badge';
import styles from './staff-purchases.module.css';

export interface PurchaseRecordViewProps {
  title: string;
  record: TStaffPurchaseRecord | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** A purchase and its gift card, with everything that happened to them, oldest first. */
export function PurchaseRecordView({ title, record, isPending, error, onRetry, retrying }: PurchaseRecordViewProps) {
  const { t } = useTranslation('staffPurchases');
  const serverErrorText = useServerErrorText();
  return (
    <Screen>
      <ButtonLink to="/studio/purchases" variant="ghost" icon={<ArrowLeft aria-hidden="true" />} className={styles.back}>
        {t('record.back')}
      </ButtonLink>
      <PageHeader title={title} />
      {isPending && (
        <LoadingRegion label={t('record.loading')}>
          <Skeleton shape="block" height={320} />
        </LoadingRegion>
      )}
      {error !== null && errorStatus(error) === 404 && <Alert tone="info">{t('record.notFound')}</Alert>}
      {error !== null && errorStatus(error) !== 404 && (
        <LoadError title={t('record.loadError')} message={serverErrorText(error)} onRetry={onRetry} retrying={retrying} />
      )}
      {record && (
        <div className={styles.record}>
          {record.purchase && <PurchaseCard purchase={record.purchase} />}
          {record.gift_card && <GiftCardCard card={record.gift_card} />}
          <EventsCard events={record.events} />
          {record.purchase && record.purchase.store !== 'sandbox' && <NotificationsCard notifications={record.notifications} />}
        </div>
      )}
    </Screen>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PurchaseCard({ purchase }: { purchase: TStaffPurchase }) {
  const { t } = useTranslation('staffPurchases');
  const date = useStaffDateFormat();
  return (
    <Card>
      <h2 className={styles.cardTitle}>{t('record.purchase')}</h2>
      <Facts
        rows={[
          [t('columns.state'), <StateBadge key="state" state={purchase.state} />],
          [t('columns.product'), t(`products.${purchase.product}`)],
          [t('columns.store'), t(`stores.${purchase.store}`)],
          [t(purchase.store === 'play' ? 'record.orderId' : 'record.transactionId'), <span key="ref" className={styles.code}>{purchase.reference ?? '—'}</span>],
          [t('columns.buyer'), <PersonLink key="buyer" person={purchase.buyer} />],
          [t('columns.purchased'), date(purchase.purchased_at)],
          [t('record.refunded'), date(purchase.refunded_at)],
        ]}
      />
      {purchase.gift_card_id !== null && <TextLink to={`/studio/purchases/gift-cards/${purchase.gift_card_id}`}>{t('record.openGiftCard')}</TextLink>}
    </Card>
  );
}

function GiftCardCard({ card }: { card: TStaffGiftCard }) {
  const { t } = useTranslation('staffPurchases');
  const date = useStaffDateFormat();
  return (
    <Card>
      <h2 className={styles.cardTitle}>{t('record.giftCard')}</h2>
      <Facts
        rows={[
          [t('columns.state'), <StateBadge key="state" state={card.state} />],
          [t('columns.buyer'), card.buyer ? <PersonLink key="buyer" person={card.buyer} /> : '—'],
          [t('columns.recipient'), <span key="recipient" className={styles.wrap}>{card.recipient_email ?? '—'}</span>],
          [t('columns.redeemedBy'), card.redeemed_by ? <PersonLink key="redeemer" person={card.redeemed_by} /> : '—'],
          [t('record.sent'), date(card.sent_at)],
          [t('record.redeemed'), date(card.redeemed_at)],
        ]}
      />
      <p className={styles.muted}>{t('record.giftCardPrivate')}</p>
      {card.purchase_id !== null && <TextLink to={`/studio/purchases/${card.purchase_id}`}>{t('record.openPurchase')}</TextLink>}
    </Card>
  );
}

function EventsCard({ events }: { events: TStaffAccessEvent[] }) {
  const { t } = useTranslation('staffPurchases');
  const date = useStaffDateFormat();
  return (
    <Card>
      <h2 className={styles.cardTitle}>{t('record.events')}</h2>
      {events.length === 0 ? (
        <p className={styles.muted}>{t('record.noEvents')}</p>
      ) : (
        <DataTable caption={t('record.events')} captionHidden columns={[t('record.when'), t('record.what'), t('record.whose'), t('record.by')]}>
          {events.map((event) => (
            <tr key={event.id}>
              <td>{date(event.at)}</td>
              <th scope="row">{t(`eventKinds.${event.kind}`, { defaultValue: event.kind })}</th>
              <td>{event.person ? <PersonLink person={event.person} /> : '—'}</td>
              <td>{event.actor ? <PersonLink person={event.actor} /> : t('record.byStore')}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Card>
  );
}

function NotificationsCard({ notifications }: { notifications: TStaffStoreNotification[] }) {
  const { t } = useTranslation('staffPurchases');
  const date = useStaffDateFormat();
  return (
    <Card>
      <h2 className={styles.cardTitle}>{t('record.notifications')}</h2>
      {notifications.length === 0 ? (
        <p className={styles.muted}>{t('record.noNotifications')}</p>
      ) : (
        <DataTable caption={t('record.notifications')} captionHidden columns={[t('record.received'), t('record.notification'), t('record.outcome')]}>
          {notifications.map((notification) => (
            <tr key={notification.id}>
              <td>{date(notification.received_at)}</td>
              <th scope="row" className={styles.code}>
                {[notification.type, notification.subtype].filter(Boolean).join(' · ')}
              </th>
              <td>{t(`outcomes.${notification.outcome}`)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Card>
  );
}
