import { Check, Pencil, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatShortDate } from '../../../../domain/activities/card-text';
import type { Proposal } from '../../../../domain/proposals';
import { LoadingState } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLanguage } from '../../../lib/i18n';
import { useDecideProposal, useProposalQueue } from '../../../lib/proposals';
import { proposalToFormValues } from '../activity-form/from-proposal';
import { ActivityFormDialog } from '../components/activity-form-dialog';
import { AdminPageHeader } from '../components/admin-page-header';
import { FilterButtons } from '../components/filter-buttons';
import { MergeDuplicateButton } from '../components/merge-duplicate-button';
import { RejectProposalDialog } from '../components/reject-proposal-dialog';

// Admin → Voorstellen (issue #44): the members' proposals for the portals this person manages, open
// ones first. Approve as proposed, edit in the activity form and approve, or reject with a reason.

const FILTERS = ['pending', 'all'] as const;
type Filter = (typeof FILTERS)[number];

export function AdminProposalsPage() {
  const { t } = useTranslation('admin-proposals');
  useDocumentTitle([t('title'), t('common:documentTitle.admin')]);
  const [searchParams, setSearchParams] = useSearchParams();
  const filter: Filter = searchParams.get('status') === 'all' ? 'all' : 'pending';
  const queue = useProposalQueue(filter);
  const decide = useDecideProposal();
  const [editing, setEditing] = useState<Proposal | null>(null);
  const [rejecting, setRejecting] = useState<Proposal | null>(null);

  const approve = async (proposal: Proposal) => {
    try {
      await decide.mutateAsync({ id: proposal.id, kind: 'approve' });
      toast({ title: t('toasts.approved'), description: proposal.title });
    } catch (error) {
      toast({ title: t('toasts.failed'), description: (error as Error).message, variant: 'destructive' });
    }
  };

  return (
    <section>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <FilterButtons
        legend={t('filterLabel')}
        options={FILTERS}
        value={filter}
        onChange={(option) => setSearchParams(option === 'all' ? { status: 'all' } : {}, { replace: true })}
        label={(option) => t(`filters.${option}`)}
        className="mb-4"
      />

      {queue.isPending ? (
        <LoadingState label={t('loading')} className="py-16" />
      ) : queue.isError ? (
        <p role="alert">{queue.error.message}</p>
      ) : queue.data.length === 0 ? (
        <p className="rounded-xl border border-neutral-200 bg-white p-6 text-neutral-600">
          {filter === 'pending' ? t('emptyPending') : t('empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {queue.data.map((proposal) => (
            <li key={proposal.id}>
              <ProposalCard
                proposal={proposal}
                busy={decide.isPending}
                onApprove={() => void approve(proposal)}
                onEdit={() => setEditing(proposal)}
                onReject={() => setRejecting(proposal)}
              />
            </li>
          ))}
        </ul>
      )}

      <ActivityFormDialog
        open={editing !== null}
        activityId={null}
        onClose={() => setEditing(null)}
        proposal={
          editing
            ? {
                title: t('editTitle', { title: editing.title }),
                initial: proposalToFormValues(editing.payload),
                save: async (activity) => {
                  const decided = await decide.mutateAsync({ id: editing.id, kind: 'approve', activity });
                  return { title: decided.title };
                },
              }
            : undefined
        }
      />
      {/* Mounted per proposal, so each opening starts with an empty reason. */}
      {rejecting ? (
        <RejectProposalDialog
          key={rejecting.id}
          title={rejecting.title}
          pending={decide.isPending}
          error={decide.error?.message}
          onClose={() => {
            setRejecting(null);
            decide.reset();
          }}
          onReject={(reason) =>
            decide.mutate(
              { id: rejecting.id, kind: 'reject', reason },
              {
                onSuccess: () => {
                  toast({ title: t('toasts.rejected'), description: rejecting.title });
                  setRejecting(null);
                },
              },
            )
          }
        />
      ) : null}
    </section>
  );
}

interface ProposalCardProps {
  proposal: Proposal;
  busy: boolean;
  onApprove: () => void;
  onEdit: () => void;
  onReject: () => void;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

function ProposalCard({ proposal, busy, onApprove, onEdit, onReject }: ProposalCardProps) {
  const { t } = useTranslation('admin-proposals');
  const lang = useLanguage();
  const p = proposal.payload;
  const when = [
    text(p.startDate) ? formatShortDate(text(p.startDate), lang) : null,
    [text(p.startTime), text(p.endTime)].filter(Boolean).join('–') || null,
  ]
    .filter(Boolean)
    .join(', ');
  const where = [text(p.meetingPoint), text(p.streetAddress), text(p.postalCode), text(p.city)]
    .filter(Boolean)
    .join(', ');
  const headingId = `proposal-${proposal.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-neutral-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {proposal.title}
          </h2>
          <p className="text-sm text-neutral-600">
            {t('meta', {
              portal: proposal.portalName,
              who: proposal.fromSource ? t('fromSource') : (proposal.proposer ?? t('unknownProposer')),
              date: formatShortDate(proposal.createdAt.slice(0, 10), lang),
            })}
          </p>
        </div>
        <span className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-semibold">
          {t(`status.${proposal.status}`)}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {when ? <Fact label={t('fields.when')}>{when}</Fact> : null}
        {where ? <Fact label={t('fields.where')}>{where}</Fact> : null}
        {text(p.price) ? <Fact label={t('fields.price')}>{text(p.price)}</Fact> : null}
        {text(p.websiteUrl) ? <Fact label={t('fields.website')}>{text(p.websiteUrl)}</Fact> : null}
        {text(p.contactPerson) || text(p.contactPhone) ? (
          <Fact label={t('fields.contact')}>
            {[text(p.contactPerson), text(p.contactPhone)].filter(Boolean).join(', ')}
          </Fact>
        ) : null}
        {text(p.description) ? (
          <Fact label={t('fields.description')} wide>
            {text(p.description)}
          </Fact>
        ) : null}
        {proposal.reason ? (
          <Fact label={t('fields.reason')} wide>
            {proposal.reason}
          </Fact>
        ) : null}
      </dl>
      {proposal.likelyDuplicates.length > 0 ? (
        <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-semibold">{t('duplicates.marked')}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {proposal.likelyDuplicates.map((duplicate) => (
              <li key={duplicate.id} className="flex flex-wrap items-center gap-2">
                <a
                  href={`/activities/${duplicate.id}`}
                  target="_blank"
                  rel="noreferrer"
                  className="underline"
                >
                  {duplicate.title}
                </a>
                <span className="text-neutral-600">
                  {[duplicate.city, duplicate.nextDate ? formatShortDate(duplicate.nextDate, lang) : null]
                    .filter(Boolean)
                    .join(', ')}
                </span>
                {proposal.activityId ? (
                  <MergeDuplicateButton duplicate={duplicate} intoId={proposal.activityId} />
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {proposal.status === 'pending' ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={onApprove} disabled={busy}>
            <Check aria-hidden="true" />
            {t('actions.approve')}
          </Button>
          <Button variant="outline" onClick={onEdit} disabled={busy}>
            <Pencil aria-hidden="true" />
            {t('actions.editApprove')}
          </Button>
          <Button variant="outline" onClick={onReject} disabled={busy}>
            <X aria-hidden="true" />
            {t('actions.reject')}
          </Button>
        </div>
      ) : proposal.activityId ? (
        <p className="mt-4 text-sm">
          <a href={`/activities/${proposal.activityId}`} className="underline">
            {t('actions.viewActivity')}
          </a>
        </p>
      ) : null}
    </article>
  );
}

function Fact({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="font-medium text-neutral-600">{label}</dt>
      <dd className="break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}
