import { MessageSquareWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LegalDocument } from '../components/legal-document';

/**
 * The accessibility statement (issue #45): the operator's text, and below it, whatever they wrote, the
 * way to report a problem, which opens the contact form on its subject so the report reaches the inbox.
 */
export function AccessibilityPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalDocument document="accessibility">
      <aside
        aria-labelledby="accessibility-report"
        className="mt-10 flex max-w-3xl flex-col gap-4 rounded-lg border border-yellow-300 bg-yellow-50 p-6 sm:flex-row sm:items-center"
      >
        <MessageSquareWarning className="size-8 shrink-0 text-yellow-800" aria-hidden="true" />
        <div className="flex-1">
          <h2 id="accessibility-report" className="text-lg font-semibold text-neutral-900">
            {t('accessibility.reportTitle')}
          </h2>
          <p className="mt-1 text-neutral-700">{t('accessibility.reportText')}</p>
        </div>
        <Button asChild size="lg" className="shrink-0">
          <Link to="/contact?subject=accessibility">{t('accessibility.report')}</Link>
        </Button>
      </aside>
    </LegalDocument>
  );
}
