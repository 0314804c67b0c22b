import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

interface ContactCardProps {
  title: string;
  description?: string;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}

/** One of the contact page's cards (the form, the details, the questions), named by its h2. */
export function ContactCard({ title, description, className, contentClassName, children }: ContactCardProps) {
  return (
    <Card className={className}>
      <CardHeader className="px-5 sm:px-6">
        <h2 className="text-xl font-semibold leading-tight tracking-tight">{title}</h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={cn('px-5 sm:px-6', contentClassName)}>{children}</CardContent>
    </Card>
  );
}
