import { type SearchResult, searchReply } from '@madrasa/contracts';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { MIN_QUERY, placeNames, useSearch } from '@/shared/api/search.ts';
import { useOnline } from '@/shared/hooks/use-online.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useBilingual } from '@/shared/lib/localized.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { controlClass } from '@/shared/ui/field.tsx';
import { Highlighted } from '@/shared/ui/highlighted.tsx';
import { OfflineNotice } from '@/shared/ui/offline-notice.tsx';
import { Page } from '@/shared/ui/page.tsx';
import { ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';

const parse = (data: unknown) => searchReply.shape.data.parse(data);
/** Searches a student might start with, in both languages. */
const SUGGESTIONS = ['الرياضيات', 'قانون نيوتن', 'ملخص', 'Physics', 'English', 'Tawjihi'];

/** /search?q= — everything public that matches, grouped, with where it lives. */
export function SearchPage() {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [typed, setTyped] = useState(query);
  useEffect(() => setTyped(query), [query]);
  const results = useSearch(query, { limit: 20, parse });
  // The search runs on the server; offline, the query would wait without a word.
  const online = useOnline();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };
  const groups = results.data?.groups ?? [];
  const searched = query.trim().length >= MIN_QUERY;

  return (
    <Page title={t('title')} lead={t('lead')}>
      <search>
        <OfflineNotice text={t('offline')} />
        {/* A GET form: before the app runs, or without it, the server draws the results. */}
        <form
          action={paths.search.path}
          method="get"
          onSubmit={submit}
          className="flex max-w-2xl gap-2"
        >
          <label htmlFor="search-page-query" className="sr-only">
            {t('field')}
          </label>
          <input
            id="search-page-query"
            type="search"
            name="q"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={100}
            className={controlClass()}
          />
          <button type="submit" disabled={!online} className={buttonClass('primary')}>
            <Search aria-hidden="true" className="size-5" />
            {t('submit')}
          </button>
        </form>
      </search>

      <div className="mt-8" aria-live="polite">
        {!searched ? (
          <Suggestions intro={t('start')} />
        ) : results.isPending ? (
          online && <LoadingState label={t('loading')} />
        ) : results.isError ? (
          <ErrorState
            message={errorMessage(results.error, t('failed'))}
            onRetry={() => results.refetch()}
          />
        ) : groups.length === 0 ? (
          <Suggestions intro={t('empty', { query })} />
        ) : (
          <div className="space-y-10">
            <h2 className="text-xl font-bold text-teal-950">{t('count', { query })}</h2>
            {groups.map((group) => (
              <section key={group.kind} aria-labelledby={`search-${group.kind}`}>
                <h3 id={`search-${group.kind}`} className="mb-3 text-lg font-bold text-teal-900">
                  {t(`group.${group.kind}`)}
                </h3>
                <ul className="grid gap-3 md:grid-cols-2">
                  {group.results.map((result) => (
                    <li key={`${result.kind}-${result.subkind}-${result.id}`}>
                      <ResultCard result={result} query={query} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </Page>
  );
}

function ResultCard({ result, query }: { result: SearchResult; query: string }) {
  const { t } = useTranslation('search');
  const text = useBilingual();
  const { t: common } = useTranslation();
  const where = placeNames(result, text, (semester) => common(`semester.${semester}`));
  const subkind = result.subkind ? t(`sub.${result.subkind}` as 'sub.worksheet') : null;
  return (
    <Link
      to={result.link}
      className="block h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-teal-600 focus-visible:border-teal-600"
    >
      <span className="block font-semibold text-teal-900">
        <Highlighted text={text(result.title)} query={query} />
      </span>
      {(subkind || where.length > 0) && (
        <span className="mt-1 block text-sm text-slate-700">
          {[subkind, ...where].filter(Boolean).join(' · ')}
        </span>
      )}
      {result.snippet && (
        <span className="mt-2 block text-sm text-slate-800">
          <span className="font-medium">{t('inText')} </span>
          <Highlighted text={result.snippet} query={query} />
        </span>
      )}
    </Link>
  );
}

function Suggestions({ intro }: { intro: string }) {
  return (
    <div className="space-y-3">
      <p className="text-slate-800">{intro}</p>
      <ul className="flex flex-wrap gap-2">
        {SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <Link
              to={paths.search.to(suggestion)}
              className="inline-flex min-h-11 items-center rounded-full bg-slate-100 px-4 font-medium text-slate-800 hover:bg-teal-50 hover:text-teal-800"
            >
              {suggestion}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
