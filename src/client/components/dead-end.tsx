import { type LucideIcon, MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { useDocumentTitle } from '../lib/document-title';
import { Button } from './ui/button';

interface DeadEndProps {
  icon: LucideIcon;
  /** The icon's colour: red where something went wrong or the visitor may not go on, grey where there is nothing. */
  iconClassName: string;
  title: string;
  text?: string;
  /** The one way on, as a button. */
  link: { to: string; label: string };
  /** Where the dead end is the whole route (not found, access denied), the document title it sets. */
  documentTitle?: string;
}

/** A page that leads nowhere (not found, no access, failed to load): what happened and the way on. */
export function DeadEnd({ icon: Icon, iconClassName, title, text, link, documentTitle }: DeadEndProps) {
  useDocumentTitle(documentTitle);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Icon className={cn('mb-4 size-12', iconClassName)} aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {text ? <p className="mt-3 text-neutral-700">{text}</p> : null}
      <Button asChild className="mt-8">
        <Link to={link.to}>{link.label}</Link>
      </Button>
    </section>
  );
}

/** Nothing is at this address: the app's not-found page, also shown in place of a record that is not there. */
export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <DeadEnd
      icon={MapPinOff}
      iconClassName="text-neutral-500"
      documentTitle={t('documentTitle.notFound')}
      title={t('notFound.title')}
      text={t('notFound.text')}
      link={{ to: '/', label: t('notFound.backHome') }}
    />
  );
}
