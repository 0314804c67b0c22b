import { CheckCircle2, type LucideIcon, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageCard } from './page-card';
import { Button } from './ui/button';

// The pages a link in a mail opens (confirm the address, unsubscribe, leave a date): one card that says
// what the link did, or asks before it does it.

interface MailLinkOutcomeProps {
  title: string;
  /** 'failed': the link does not work, said at once (an alert); 'done': it did what it is for. */
  outcome: 'failed' | 'done';
  message: string;
  /** The way on, e.g. a button to the settings. */
  children?: ReactNode;
}

/** What came of the link. */
export function MailLinkOutcome({ title, outcome, message, children }: MailLinkOutcomeProps) {
  const failed = outcome === 'failed';
  return (
    <PageCard title={title}>
      <div role={failed ? 'alert' : 'status'} className="flex flex-col items-center gap-4 text-center">
        {failed ? (
          <TriangleAlert className="size-10 text-amber-700" aria-hidden="true" />
        ) : (
          <CheckCircle2 className="size-10 text-green-700" aria-hidden="true" />
        )}
        <p className="text-sm text-neutral-800">{message}</p>
        {children}
      </div>
    </PageCard>
  );
}

interface MailLinkConfirmProps {
  title: string;
  /** What pressing the button will do. */
  description: string;
  icon: LucideIcon;
  label: string;
  pendingLabel: string;
  /** The request the button sends, and how it is going; its error is said at once. */
  action: { run: () => void; isPending: boolean; error: Error | null };
  /** The way on, e.g. a link to the activity. */
  children?: ReactNode;
}

/**
 * The link's one button: nothing changes until the person presses it, so a mail scanner that opens
 * links changes nothing.
 */
export function MailLinkConfirm({ icon: Icon, action, children, ...text }: MailLinkConfirmProps) {
  return (
    <PageCard title={text.title} description={text.description}>
      <div className="flex flex-col items-center gap-4 text-center">
        <Button onClick={() => action.run()} disabled={action.isPending}>
          <Icon aria-hidden="true" />
          {action.isPending ? text.pendingLabel : text.label}
        </Button>
        {action.error ? (
          <p role="alert" className="text-sm text-red-700">
            {action.error.message}
          </p>
        ) : null}
        {children}
      </div>
    </PageCard>
  );
}
