import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

/**
 * HTML the server rendered from an operator's Markdown (features/site/page-markdown.ts): sanitised
 * there, with no raw HTML, no script link and no event handler, so it is set as it is. Nothing else is
 * ever passed here. A link to a page of this site moves within the app instead of loading it anew.
 */
export function PageHtml({
  html,
  className,
  inline = false,
}: {
  html: string;
  className?: string;
  inline?: boolean;
}) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  const Element = inline ? 'span' : 'div';
  return (
    <Element
      className={cn(!inline && 'operator-page', className)}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, see above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** A few grey lines where the text will be, while it loads. */
export function PageTextSkeleton({ lines = 6, className }: { lines?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-col gap-3', className)} role="status" aria-label={t('ui.loading')}>
      {Array.from({ length: lines }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
          key={index}
          className={cn('h-4 animate-pulse rounded bg-neutral-200', index % 3 === 2 ? 'w-2/3' : 'w-full')}
        />
      ))}
    </div>
  );
}

/** The text could not be loaded: said at once, with a button that asks again. */
export function PageTextFailed({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-col items-start gap-3', className)} role="alert">
      <p className="text-neutral-700">{t('operatorPage.failed')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('operatorPage.retry')}
      </Button>
    </div>
  );
}
