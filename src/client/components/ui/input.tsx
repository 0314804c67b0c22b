import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const fieldClassName =
  'w-full rounded-md border border-neutral-300 bg-white px-3 text-base text-neutral-900 shadow-sm placeholder:text-neutral-500 focus-visible:border-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 md:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClassName, 'h-10 py-2', className)} {...props} />;
}
