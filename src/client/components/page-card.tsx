import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from './ui/card';

/**
 * A page that is one card in the middle (the password pages, the e-mail links' pages): a heading, a
 * line under it, and what the page is for.
 */
export function PageCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-yellow-50 to-white px-4 py-10 sm:py-16">
      <Card className="mx-auto w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
