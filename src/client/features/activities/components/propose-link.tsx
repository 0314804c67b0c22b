import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProposalSettings } from '../../../lib/proposals';

/** Under the list's heading, for members while proposing is on (issue #44): the way to propose one. */
export function ProposeLink() {
  const { t } = useTranslation('activities');
  const settings = useProposalSettings();
  if (!settings.data?.membersMayPropose) return null;
  return (
    <p className="-mt-2">
      <Link
        to="/voorstellen/nieuw"
        className="inline-flex items-center gap-2 font-medium underline underline-offset-4 hover:decoration-2"
      >
        <Lightbulb className="size-4" aria-hidden="true" />
        {t('list.propose')}
      </Link>
    </p>
  );
}
