import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { Alert, Button, Card, LoadError, LoadingRegion, PageHeader, Skeleton, TextField } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { useServerErrorText } from '../../../lib/server-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePeopleSearchQuery } from '../api/people-api';
import { PeopleFilters } from '../components/people-filters';
import { PeopleTable } from '../components/people-table';
import { isNarrowed, isSearchTooShort, peopleApiQuery } from '../lib/people-search';
import { usePeopleSearch } from '../lib/use-people-search';
import styles from '../components/people.module.css';

/** Support's "find a member": a search box (typos allowed), filters, and the members found. */
export default function PeopleRoute() {
  const { t } = useTranslation('staffPeople');
  useDocumentTitle(t('search.title'));
  const errorText = useServerErrorText();
  const { search, draft, setDraft, setFilters, clear } = usePeopleSearch();
  const query = peopleApiQuery(search);
  const results = usePeopleSearchQuery(query);
  const people = results.data?.pages.flatMap((page) => page.people);
  const capped = results.data?.pages[0]?.capped ?? false;
  const searched = isSearchTooShort(search.q) ? '' : search.q.trim();
  const institutionName =
    people?.find((person) => person.institution?.id === search.institutionId)?.institution?.name ?? null;

  return (
    <Screen>
      <PageHeader title={t('search.title')} subtitle={t('search.subtitle')} />
      <form role="search" className={styles.searchForm} onSubmit={(event) => event.preventDefault()}>
        <TextField
          type="search"
          label={t('search.label')}
          hint={t('search.hint')}
          value={draft}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          error={isSearchTooShort(draft) ? t('search.tooShort') : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <PeopleFilters search={search} onChange={setFilters} institutionName={institutionName} />
        {(isNarrowed(search) || draft !== '') && (
          <div>
            <Button variant="ghost" onClick={clear}>
              {t('search.clear')}
            </Button>
          </div>
        )}
      </form>

      {results.isPending && (
        <LoadingRegion label={t('search.loading')} className={styles.skeletonTable}>
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height="2.5em" shape="block" />
          ))}
        </LoadingRegion>
      )}
      {results.isError && !people && (
        <LoadError message={t('search.failed', { error: errorText(results.error) })} onRetry={results.refetch} retrying={results.isFetching} />
      )}
      {people?.length === 0 && (
        <Card className={styles.empty}>
          <SearchX aria-hidden="true" size={32} className={styles.emptyIcon} />
          <h2 className={styles.emptyTitle}>{isNarrowed(search) ? t('search.emptyTitle') : t('search.noMembers')}</h2>
          {isNarrowed(search) && <p>{t('search.emptyBody')}</p>}
        </Card>
      )}
      {people && people.length > 0 && (
        <div className={styles.results} aria-busy={results.isPlaceholderData}>
          {capped && <Alert tone="info">{t('search.capped')}</Alert>}
          <PeopleTable
            people={people}
            caption={`${searched ? t('search.captionSearch', { q: searched }) : t('search.captionNewest')} (${t('search.shown', { count: people.length })})`}
            onInstitution={(institutionId) => setFilters({ institutionId })}
          />
          {results.isFetchNextPageError && <Alert tone="error">{t('search.failed', { error: errorText(results.error) })}</Alert>}
          {results.hasNextPage && (
            <div>
              <Button variant="secondary" busy={results.isFetchingNextPage} onClick={() => void results.fetchNextPage()}>
                {t('search.more')}
              </Button>
            </div>
          )}
        </div>
      )}
    </Screen>
  );
}
