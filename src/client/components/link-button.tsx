import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Button, type ButtonSize, type ButtonVariant } from './ui/button';

interface LinkButtonProps extends Omit<LinkProps, 'className' | 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Before the text; decoration only, the text names the link. */
  icon?: LucideIcon;
  children: ReactNode;
}

/** A link to another page that looks like a button. */
export function LinkButton({ variant, size, className, icon: Icon, children, ...link }: LinkButtonProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link {...link}>
        {Icon ? <Icon aria-hidden="true" /> : null}
        {children}
      </Link>
    </Button>
  );
}
