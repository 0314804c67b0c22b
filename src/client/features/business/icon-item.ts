import type { LucideIcon } from 'lucide-react';

/** A translated item with an icon: `key` points at its texts in the business namespace. */
export interface IconItem {
  key: string;
  icon: LucideIcon;
}
