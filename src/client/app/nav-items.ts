// The header and footer share one list so their navigation never drifts apart.
export const NAV_ITEMS = [
  { to: '/', key: 'nav.home' },
  { to: '/activities', key: 'nav.activities' },
  { to: '/gebruikers', key: 'nav.users' },
  { to: '/about', key: 'nav.about' },
  { to: '/zakelijk', key: 'nav.business' },
  { to: '/contact', key: 'nav.contact' },
] as const;
