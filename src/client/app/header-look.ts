// The header's bar, its row and the brand, shared by the real header (header.tsx, logo.tsx) and the
// shell index.html paints before any script has run (site-shell.tsx): the one replaces the other in
// the same place, so nothing shifts.

export const HEADER_BAR =
  'sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80';

export const HEADER_ROW = 'mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6';

export const BRAND =
  'inline-flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight text-neutral-900';
