import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePurchaseRecordQuery } from '../api/staff-purchases-api';
import { PurchaseRecordView } from '../components/purchase-record-view';

/** /studio/purchases/gift-cards/:giftCardId: one gift card's record. */
export default function GiftCardRecordRoute() {
  const { t } = useTranslation('staffPurchases');
  useDocumentTitle(t('record.giftCardTitle'));
  const id = Number(useParams().giftCardId);
  const record = usePurchaseRecordQuery('gift_card', id);
  return (
    <PurchaseRecordView
      title={t('record.giftCardTitle')}
      record={record.data}
      isPending={record.isPending}
      error={record.error}
      onRetry={() => void record.refetch()}
      retrying={record.isFetching}
    />
  );
}
