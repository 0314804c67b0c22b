import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';

/** The one card these pages are: a heading, a line under it, and what happened. */
export function MailPageCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
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
