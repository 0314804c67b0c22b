import { ErrorState } from '../../../components/query-states';

interface QueryErrorStateProps {
  /** The query that failed: its error says why, and it is asked again on retry. */
  query: { error: unknown; refetch: () => unknown };
  /** Also the text when the error has no message of its own. */
  title: string;
  retryLabel: string;
  className?: string;
}

/** A failed query's ErrorState: the server's reason under the title, and a button that asks again. */
export function QueryErrorState({ query, title, retryLabel, className }: QueryErrorStateProps) {
  return (
    <ErrorState
      title={title}
      text={query.error instanceof Error ? query.error.message : title}
      retryLabel={retryLabel}
      onRetry={() => void query.refetch()}
      className={className}
    />
  );
}
