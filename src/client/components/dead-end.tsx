import { type LucideIcon, MapPinOff, ShieldAlert } from 'lucide-react';
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

/** The dead ends that are a whole route: icon, colour and texts (common); the way on is home. */
const ROUTE_DEAD_ENDS = {
  notFound: {
    icon: MapPinOff,
    tone: 'text-neutral-500',
    documentTitle: 'documentTitle.notFound',
    title: 'notFound.title',
    text: 'notFound.text',
    backHome: 'notFound.backHome',
  },
  accessDenied: {
    icon: ShieldAlert,
    tone: 'text-red-600',
    documentTitle: 'documentTitle.accessDenied',
    title: 'guards.accessDeniedTitle',
    text: 'guards.accessDeniedText',
    backHome: 'guards.backHome',
  },
} as const;

function RouteDeadEnd({ kind }: { kind: keyof typeof ROUTE_DEAD_ENDS }) {
  const { t } = useTranslation('common');
  const { icon, tone, documentTitle, title, text, backHome } = ROUTE_DEAD_ENDS[kind];
  return (
    <DeadEnd
      icon={icon}
      iconClassName={tone}
      documentTitle={t(documentTitle)}
      title={t(title)}
      text={t(text)}
      link={{ to: '/', label: t(backHome) }}
    />
  );
}

/** Nothing is at this address: the app's not-found page, also shown in place of a record that is not there. */
export function NotFound() {
  return <RouteDeadEnd kind="notFound" />;
}

/** A page the signed-in member may not open (the admin area's guards). */
export function AccessDenied() {
  return <RouteDeadEnd kind="accessDenied" />;
}
