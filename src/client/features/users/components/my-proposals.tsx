import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProposalStatus } from '../../../../domain/proposals';
import { LinkButton } from '../../../components/link-button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useMyProposals, useProposalSettings } from '../../../lib/proposals';

const STATUS_LOOK: Record<ProposalStatus, string> = {
  pending: 'bg-yellow-100 text-neutral-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

/** "Mijn voorstellen" on the member's own profile: each proposal, its state, and why one was rejected. */
export function MyProposals() {
  const { t } = useTranslation('proposals');
  const mine = useMyProposals();
  const settings = useProposalSettings();
  const proposals = mine.data ?? [];
  const mayPropose = settings.data?.membersMayPropose === true;
  if (proposals.length === 0 && !mayPropose) return null;
  return (
    <Card id="mijn-voorstellen">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold leading-tight">{t('mine.title')}</h2>
        {mayPropose ? (
          <LinkButton to="/voorstellen/nieuw" icon={Lightbulb} variant="outline" size="sm">
            {t('mine.propose')}
          </LinkButton>
        ) : null}
      </CardHeader>
      <CardContent>
        {proposals.length === 0 ? (
          <p className="text-neutral-600">{t('mine.none')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-neutral-200">
            {proposals.map((proposal) => (
              <li key={proposal.id} className="flex flex-col gap-1 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  {proposal.status === 'approved' && proposal.activityId ? (
                    <Link to={`/activities/${proposal.activityId}`} className="font-semibold underline">
                      {proposal.title}
                    </Link>
                  ) : (
                    <span className="font-semibold">{proposal.title}</span>
                  )}
                  <span
                    className={cn(
                      'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                      STATUS_LOOK[proposal.status],
                    )}
                  >
                    {t(`status.${proposal.status}`)}
                  </span>
                </div>
                <p className="text-sm text-neutral-600">{proposal.portalName}</p>
                {proposal.status === 'rejected' && proposal.reason ? (
                  <p className="text-sm">
                    <span className="font-medium">{t('mine.reason')}</span> {proposal.reason}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
