import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { StaffPurchaseLimits } from '@innerway/domain';
import { Alert, Button, Card, LoadError, LoadingRegion, PageHeader, Skeleton, TextField } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { errorStatus } from '../../../lib/api-client';
import { useServerErrorText } from '../../../lib/server-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGiftCardsQuery, usePurchasesQuery, type TPurchasesView } from '../api/staff-purchases-api';
import { GiftCardsTable } from '../components/gift-cards-table';
import { PurchasesTable } from '../components/purchases-table';
import styles from '../components/staff-purchases.module.css';

const views: TPurchasesView[] = ['purchases', 'gift_cards'];

/** Purchases and gift cards (admin, support): the newest first, or what a search finds. */
export default function PurchasesRoute() {
  const { t } = useTranslation('staffPurchases');
  useDocumentTitle(t('title'));
  const serverErrorText = useServerErrorText();
  const [params, setParams] = useSearchParams();
  const view: TPurchasesView = params.get('view') === 'gift_cards' ? 'gift_cards' : 'purchases';
  const q = params.get('q')?.trim() ?? '';
  const purchases = usePurchasesQuery(q, view === 'purchases');
  const giftCards = useGiftCardsQuery(q, view === 'gift_cards');
  const list = view === 'purchases' ? purchases : giftCards;
  const searchId = useId();
  // A search the server refused (too long, say) is said beside the field; anything else above the list.
  const loadFailed = list.isError && !list.data;
  const searchError = loadFailed && errorStatus(list.error) === 400 ? serverErrorText(list.error) : undefined;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(term ? { view, q: term } : { view });
  };
  const hrefOf = (target: TPurchasesView) => `?${new URLSearchParams(q ? { view: target, q } : { view: target }).toString()}`;

  const purchaseItems = purchases.data?.pages.flatMap((page) => page.items) ?? [];
  const cardItems = giftCards.data?.pages.flatMap((page) => page.items) ?? [];
  const count = view === 'purchases' ? purchaseItems.length : cardItems.length;
  const caption = q ? t(`${view}.captionFound`, { count, q }) : t(`${view}.caption`, { count });

  return (
    <Screen>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <nav aria-label={t('views.label')} className={styles.tabs}>
        {views.map((target) => (
          <Link key={target} to={hrefOf(target)} aria-current={target === view ? 'page' : undefined} className={styles.tab}>
            {t(`views.${target}`)}
          </Link>
        ))}
      </nav>
      <form role="search" className={styles.search} onSubmit={search} key={`${view}-${q}`}>
        <TextField
          id={searchId}
          name="q"
          type="search"
          label={t('search.label')}
          hint={t(`search.hint.${view}`)}
          defaultValue={q}
          maxLength={StaffPurchaseLimits.searchMax}
          autoComplete="off"
          spellCheck={false}
          error={searchError}
          className={styles.searchField}
        />
        <div className={styles.searchActions}>
          <Button type="submit" icon={<Search aria-hidden="true" />}>
            {t('search.submit')}
          </Button>
          {q && (
            <Button variant="ghost" onClick={() => setParams({ view })}>
              {t('search.clear')}
            </Button>
          )}
        </div>
      </form>

      {list.isPending && (
        <LoadingRegion label={t(`${view}.loading`)}>
          <Skeleton shape="block" height={240} />
        </LoadingRegion>
      )}
      {loadFailed && !searchError && (
        <LoadError title={t(`${view}.loadError`)} message={serverErrorText(list.error)} onRetry={list.refetch} retrying={list.isFetching} />
      )}
      {list.isSuccess && count === 0 && (
        <Card className={styles.empty}>
          <p>{q ? t(`${view}.noneFound`, { q }) : t(`${view}.none`)}</p>
        </Card>
      )}
      {list.isSuccess && count > 0 && (
        <Card>
          {view === 'purchases' ? <PurchasesTable purchases={purchaseItems} caption={caption} /> : <GiftCardsTable giftCards={cardItems} caption={caption} />}
          {list.hasNextPage && (
            <div className={styles.more}>
              <Button variant="secondary" onClick={() => void list.fetchNextPage()} busy={list.isFetchingNextPage}>
                {t('showMore')}
              </Button>
            </div>
          )}
          {list.isFetchNextPageError && <Alert tone="error">{t(`${view}.loadError`)}</Alert>}
        </Card>
      )}
    </Screen>
  );
}
