import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import { useDocumentTitle } from '../lib/document-title';

interface DeadEndPageProps {
  icon: LucideIcon;
  /** The icon's colour: red where the visitor may not go on, grey where there is nothing. */
  iconClassName: string;
  documentTitle: string;
  title: string;
  text: string;
  backHome: string;
}

/** A page that leads nowhere (not found, access denied): what happened and the way back home. */
export function DeadEndPage({
  icon: Icon,
  iconClassName,
  documentTitle,
  title,
  text,
  backHome,
}: DeadEndPageProps) {
  useDocumentTitle(documentTitle);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Icon className={cn('mb-4 size-12', iconClassName)} aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-neutral-700">{text}</p>
      <Button asChild className="mt-8">
        <Link to="/">{backHome}</Link>
      </Button>
    </section>
  );
}
