import {
  Accessibility,
  Baby,
  Bus,
  Coffee,
  DoorOpen,
  Ear,
  Footprints,
  Gift,
  Languages,
  type LucideIcon,
  VolumeX,
} from 'lucide-react';
import type { Facet } from '../../domain/activities/facets';
import { cn } from '../lib/cn';

// One picture per facet (domain/activities/facets.ts), shared by the cards, the detail page, the list's
// filter and the admin dialog. A picture is never the only sign: every place that shows one shows the
// facet's label beside it, so the icon is hidden from screen readers.

const FACET_ICONS: Record<Facet, LucideIcon> = {
  wheelchair: Accessibility,
  'step-free': Footprints,
  'hearing-loop': Ear,
  quiet: VolumeX,
  'simple-dutch': Languages,
  children: Baby,
  free: Gift,
  'food-drink': Coffee,
  'public-transport': Bus,
  'no-registration': DoorOpen,
};

/** A facet's picture, hidden from assistive technology (its label always stands beside it). */
export function FacetIcon({ facet, className }: { facet: Facet; className?: string }) {
  const Icon = FACET_ICONS[facet];
  return <Icon aria-hidden="true" className={cn('size-4 shrink-0', className)} />;
}
