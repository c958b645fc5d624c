import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePurchaseRecordQuery } from '../api/staff-purchases-api';
import { PurchaseRecordView } from '../components/purchase-record-view';

/** /studio/purchases/:purchaseId: one purchase's record. */
export default function PurchaseRecordRoute() {
  const { t } = useTranslation('staffPurchases');
  useDocumentTitle(t('record.purchaseTitle'));
  const id = Number(useParams().purchaseId);
  const record = usePurchaseRecordQuery('purchase', id);
  return (
    <PurchaseRecordView
      title={t('record.purchaseTitle')}
      record={record.data}
      isPending={record.isPending}
      error={record.error}
      onRetry={() => void record.refetch()}
      retrying={record.isFetching}
    />
  );
}
