import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';

export interface IconCardItem {
  key: string;
  icon: LucideIcon;
  title: string;
  text: string;
  /** Under the text, e.g. a link onward. */
  footer?: ReactNode;
}

/** A row of three cards, each an icon, a title and a few lines (the about page's values, the business offers). */
export function IconCards({ items }: { items: readonly IconCardItem[] }) {
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-3">
      {items.map(({ key, icon: Icon, title, text, footer }) => (
        <li key={key}>
          <Card className="flex h-full flex-col">
            <CardHeader>
              <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <CardTitle>{title}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-1 flex-col gap-4">
              <p className="flex-1 leading-relaxed text-neutral-700">{text}</p>
              {footer}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
