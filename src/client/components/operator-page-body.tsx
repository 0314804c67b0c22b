import type { PageText } from '../../domain/site/pages';
import { PageHtml, PageTextFailed, PageTextSkeleton } from './page-html';

interface OperatorPageBodyProps {
  page: { text: PageText | undefined; isPending: boolean; isError: boolean; retry: () => void };
  className?: string;
}

/** An operator's page below its banner: a skeleton while it loads, a retry when it failed, else its HTML. */
export function OperatorPageBody({ page, className }: OperatorPageBodyProps) {
  if (page.text) return <PageHtml html={page.text.html} className={className} />;
  if (page.isError) return <PageTextFailed onRetry={page.retry} className={className} />;
  return <PageTextSkeleton className={className} />;
}

/** The lead under a page's title: the operator's words, or a skeleton line while they load. */
export function OperatorPageLead({ text, fallback }: { text: PageText | undefined; fallback?: string }) {
  if (text) return <PageHtml html={text.lead} inline className="operator-page-lead" />;
  return fallback ?? <span className="inline-block h-5 w-2/3 animate-pulse rounded bg-yellow-100" />;
}
