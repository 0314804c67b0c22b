import { Children, type ComponentProps, cloneElement, type ReactElement } from 'react';
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

type SlotProps = Record<string, unknown> & { className?: string; style?: object };

/**
 * The props `asChild` hands to the child, merged as Radix's Slot merges them: the child's handler runs
 * before the button's, styles and class names are joined (the child's last), any other prop of the
 * button wins. Written here because Radix's Slot would put itself on every page's first load (home's
 * links are buttons).
 */
export function mergeSlotProps(slot: SlotProps, child: SlotProps): SlotProps {
  const merged: SlotProps = { ...child, ...slot };
  for (const key of Object.keys(slot)) {
    const ours = slot[key];
    const theirs = child[key];
    if (/^on[A-Z]/.test(key) && typeof ours === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result = theirs(...args);
        ours(...args);
        return result;
      };
    }
  }
  if (slot.style && child.style) merged.style = { ...slot.style, ...child.style };
  merged.className = [slot.className, child.className].filter(Boolean).join(' ');
  return merged;
}

export function Button({ className, variant, size, asChild = false, type, children, ...props }: ButtonProps) {
  const classes = buttonVariants({ variant, size, className });
  if (asChild) {
    const child = Children.only(children) as ReactElement<SlotProps>;
    return cloneElement(
      child,
      mergeSlotProps({ ...props, ...(type ? { type } : {}), className: classes }, child.props),
    );
  }
  return (
    // Default to type=button so a button inside a form never submits by accident.
    <button type={type ?? 'button'} className={classes} {...props}>
      {children}
    </button>
  );
}
