import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent } from '../../../components/ui/card';

interface DashboardStatProps {
  icon: LucideIcon;
  title: string;
  /** The count, or '…' while it loads. */
  value: ReactNode;
  /** A line under the count, e.g. how the portals split into cities and organisations. */
  detail?: ReactNode;
  to: string;
  linkText: string;
}

/** One of the dashboard's counts, with the way to the screen where those things are managed. */
export function DashboardStat({ icon: Icon, title, value, detail, to, linkText }: DashboardStatProps) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 p-6">
        <span className="flex size-12 items-center justify-center rounded-full bg-yellow-100">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h2 className="font-semibold">{title}</h2>
          <p className="text-2xl font-bold">{value}</p>
          {detail}
          <Link to={to} className="text-sm font-medium underline underline-offset-4">
            {linkText}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
