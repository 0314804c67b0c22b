import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageText } from '../lib/pages-api';
import { CallToAction } from './call-to-action';
import { ContentPage } from './content-page';
import { OperatorPageBody, OperatorPageLead } from './operator-page-body';

interface OperatorContentPageProps extends Omit<ComponentProps<typeof ContentPage>, 'subtitle' | 'children'> {
  /** The operator's page (Admin → Pages); also the namespace of the closing block's texts (`cta.…`). */
  slug: 'about' | 'business';
  /** The title until the operator's own is in. */
  title: string;
  /** Where the closing block's button leads. */
  ctaTo: string;
  /** The page's own sections, between the operator's text and the closing block. */
  children?: ReactNode;
}

/** A content page whose text the operator writes: their title, lead and text, then the way on. */
export function OperatorContentPage({ slug, title, ctaTo, children, ...banner }: OperatorContentPageProps) {
  const { t } = useTranslation(slug);
  const page = usePageText(slug);
  return (
    <ContentPage
      {...banner}
      title={page.text?.title || title}
      subtitle={<OperatorPageLead text={page.text} />}
    >
      <OperatorPageBody page={page} />
      {children}
      <CallToAction
        id={`${slug}-cta`}
        title={t('cta.title')}
        text={t('cta.text')}
        links={[{ to: ctaTo, label: t('cta.button') }]}
      />
    </ContentPage>
  );
}
