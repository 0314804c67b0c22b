// The query keys more than one feature names: a mutation in one feature refreshes what another shows
// (an administrator's change to portals refreshes the agenda's filters, a favourite the member's lists).
// Each is a tree under one root, so a change can name a whole tree or exactly one query. The keys only
// one feature uses live with that feature's API. Written out rather than spread from `all`: these are on
// every page's first load, and the literals compress better.

import type { Language } from '../../domain/language';

/**
 * Everything about activities: the agenda's lists and their filters' tags, one activity and its
 * participants, and the administrators' table (admin's own keys extend `all`).
 */
export const activityKeys = {
  all: ['activities'] as const,
  lists: () => ['activities', 'list'] as const,
  list: (params: Record<string, string>, lang: Language) => ['activities', 'list', params, lang] as const,
  tags: () => ['activities', 'tags'] as const,
  teaser: (lang: Language) => ['activities', 'teaser', lang] as const,
  details: (id: number) => ['activities', 'detail', id] as const,
  detail: (id: number, lang: Language) => ['activities', 'detail', id, lang] as const,
  /** Every date's participants (to refresh them all); one date's: `participants`. */
  participantsOf: (id: number) => ['activities', 'participants', id] as const,
  participants: (id: number, date: string | null) => ['activities', 'participants', id, date] as const,
  registeredOf: (id: number) => ['activities', 'is-registered', id] as const,
  registered: (id: number, date: string | null) => ['activities', 'is-registered', id, date] as const,
  dates: (id: number) => ['activities', 'dates', id] as const,
  favorited: (id: number) => ['activities', 'is-favorited', id] as const,
};

/** The portals: the agenda's city and organisation choices, and the administrators' overview. */
export const portalKeys = {
  all: ['portals'] as const,
  byType: (type: 'city' | 'organization') => ['portals', type] as const,
  overview: () => ['portals', 'overview'] as const,
};

/** The operator's partners: those shown (home and business pages) and the administrators' list of all. */
export const partnerKeys = {
  all: ['partners'] as const,
  shown: () => ['partners', 'shown'] as const,
  admin: () => ['partners', 'all'] as const,
};

/**
 * Accounts: the signed-in member (`session`, which the header and the guards read), their own account
 * with every setting (`account`), and the profiles and user lists under `users`.
 */
export const userKeys = {
  session: ['user'] as const,
  account: ['account'] as const,
  all: ['users'] as const,
  profile: (id: number) => ['users', 'profile', id] as const,
  directories: () => ['users', 'directory'] as const,
  directory: (search: string) => ['users', 'directory', search] as const,
  adminPages: () => ['users', 'admin'] as const,
  admin: (search: string, page: number) => ['users', 'admin', search, page] as const,
};

/** Whether a query is anything but the signed-in member's: a new session drops or refetches those. */
export function isNotSessionQuery(query: { queryKey: readonly unknown[] }): boolean {
  return query.queryKey[0] !== userKeys.session[0];
}

/**
 * The site's own settings (issue #47): its name, look, contact details and who may join, which the
 * header, the footer and the contact page show and the admin area's Instellingen changes.
 */
export const siteKeys = {
  all: ['site'] as const,
  settings: ['site', 'settings'] as const,
};
