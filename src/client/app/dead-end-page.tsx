import type { ComponentProps } from 'react';
import { DeadEnd } from '../components/dead-end';
import { useDocumentTitle } from '../lib/document-title';

interface DeadEndPageProps extends ComponentProps<typeof DeadEnd> {
  documentTitle: string;
}

/** A whole route that leads nowhere (not found, access denied): the dead end under its own document title. */
export function DeadEndPage({ documentTitle, ...deadEnd }: DeadEndPageProps) {
  useDocumentTitle(documentTitle);
  return <DeadEnd {...deadEnd} />;
}
