import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  default: 'bg-primary text-primary-foreground font-bold shadow-sm hover:bg-yellow-300',
  destructive: 'bg-red-600 text-white font-semibold shadow-sm hover:bg-red-700',
  outline: 'border border-neutral-300 bg-white text-neutral-900 font-medium hover:bg-neutral-100',
  secondary: 'bg-neutral-100 text-neutral-900 font-medium hover:bg-neutral-200',
  ghost: 'text-neutral-900 font-medium hover:bg-neutral-100',
  link: 'text-neutral-900 font-medium underline-offset-4 underline hover:decoration-2',
} as const;

const sizes = {
  default: 'h-10 px-4 py-2',
  sm: 'h-9 rounded-md px-3 text-sm',
  lg: 'h-12 rounded-lg px-6 text-base',
  icon: 'size-10',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonVariants({
  variant = 'default',
  size = 'default',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(
    'inline-flex cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm transition-colors',
    // A dark ring: yellow on white would not be visible enough for keyboard users.
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900 focus-visible:ring-offset-2',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the single child (e.g. a router Link) with the button's styling instead of a <button>. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      // Default to type=button so a button inside a form never submits by accident.
      type={asChild ? type : (type ?? 'button')}
      className={buttonVariants({ variant, size, className })}
      {...props}
    />
  );
}
