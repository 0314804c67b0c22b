import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { PageSpinner } from '../components/query-states';
import { loadNamespaces } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { EmbedLayout } from './embed-layout';
import { HomeRoute } from './home-route';
import { LeaveAppFor, RedirectKeepingQuery } from './redirects';
import { RequireUser } from './require-user';
import { RouteError } from './route-error';
import {
  activitiesLoader,
  embedBuilderLoader,
  homeLoader,
  memberLoader,
  onlyOnNewPath,
  sessionLoader,
  viewerLoader,
} from './route-loaders';
import { SiteLayout } from './site-layout';
import { SiteShellFallback } from './site-shell';

/**
 * A lazy route whose page chunk and translation catalogues (beyond the bundled common, home and
 * cards) are fetched together, so the page renders translated as soon as both are in. `name` is the
 * page component the chunk exports.
 */
function page<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
  ...namespaces: string[]
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: module[name] };
  };
}

// Only shown for a path nobody links to: fetched when it is needed, not with every first load.
const notFound = async () => ({ Component: (await import('./not-found-page')).NotFoundPage });

const loadProfilePage = page(
  () => import('../features/users/pages/profile-page'),
  'ProfilePage',
  'users',
  'proposals',
);

// Spec 2.1. The informational pages are loaded on demand: most visitors only see home and /auth.
export const router = createBrowserRouter([
  {
    Component: SiteLayout,
    // The session starts with the navigation, not when the header first renders.
    loader: sessionLoader(queryClient),
    // Until the first page is in, the header's bar that index.html painted stays.
    HydrateFallback: SiteShellFallback,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: HomeRoute, loader: homeLoader(queryClient) },
          {
            // Lazy: the forms bring zod and react-hook-form, which the home page does not need.
            path: 'auth',
            lazy: page(() => import('../features/auth/pages/auth-page'), 'AuthPage', 'auth', 'users'),
          },
          {
            path: 'auth/wachtwoord-vergeten',
            lazy: page(
              () => import('../features/auth/pages/password-reset-page'),
              'ForgotPasswordPage',
              'auth',
            ),
          },
          {
            path: 'auth/nieuw-wachtwoord',
            lazy: page(
              () => import('../features/auth/pages/password-reset-page'),
              'ResetPasswordPage',
              'auth',
            ),
          },
          {
            path: 'bevestig-email',
            lazy: page(
              () => import('../features/email/pages/confirm-email-page'),
              'ConfirmEmailPage',
              'email',
            ),
          },
          {
            path: 'afmelden',
            lazy: page(() => import('../features/email/pages/unsubscribe-page'), 'UnsubscribePage', 'email'),
          },
          {
            path: 'meedoen-afmelden',
            lazy: page(
              () => import('../features/activities/pages/leave-date-page'),
              'LeaveDatePage',
              'activities',
            ),
          },
          {
            path: 'about',
            lazy: page(() => import('../features/about/pages/about-page'), 'AboutPage', 'about'),
          },
          {
            path: 'contact',
            lazy: page(() => import('../features/contact/pages/contact-page'), 'ContactPage', 'contact'),
          },
          {
            path: 'zakelijk',
            lazy: page(() => import('../features/business/pages/business-page'), 'BusinessPage', 'business'),
          },
          {
            path: 'privacy',
            lazy: page(() => import('../features/legal/pages/privacy-page'), 'PrivacyPage', 'legal'),
          },
          {
            path: 'terms',
            lazy: page(() => import('../features/legal/pages/terms-page'), 'TermsPage', 'legal'),
          },
          {
            // The accessibility statement (issue #45), at the Dutch address public bodies use.
            path: 'toegankelijkheid',
            lazy: page(
              () => import('../features/legal/pages/accessibility-page'),
              'AccessibilityPage',
              'legal',
            ),
          },
          // The agenda is public and read-only for visitors (issue #14); its loaders wait for the session
          // so a member never sees the visitor's version first.
          {
            path: 'activities',
            // Static, not in `lazy`: a loader inside the chunk would only start after the chunk arrives.
            loader: activitiesLoader(queryClient),
            shouldRevalidate: onlyOnNewPath,
            lazy: page(
              () => {
                // The list's request waits for the loader's small chunk (activities-loader.ts); asked for
                // before the page's many, it is not queued behind them (HTTP/1.1: six at a time).
                void import('./activities-loader');
                return import('../features/activities/pages/activities-page');
              },
              'ActivitiesPage',
              'activities',
            ),
          },
          {
            // The embed builder (spec 2.12): public, like the widget it makes.
            path: 'embed',
            loader: embedBuilderLoader(),
            lazy: page(
              () => import('../features/activities/pages/embed-builder-page'),
              'EmbedBuilderPage',
              'activities',
            ),
          },
          // The spec's older name for the builder; its query string (the filters) comes along.
          { path: 'embed-activities', element: <RedirectKeepingQuery to="/embed" /> },
          {
            path: 'activities/:id',
            loader: viewerLoader(queryClient),
            lazy: page(
              () => import('../features/activities/pages/activity-detail-page'),
              'ActivityDetailPage',
              'activities',
              'company',
            ),
          },
          {
            // A city's or organisation's own page (issue #44): public, for their own sites to link to.
            path: 'p/:slug',
            lazy: page(
              () => import('../features/activities/pages/portal-page'),
              'PortalPage',
              'activities',
              'portal-page',
            ),
          },
          {
            Component: RequireUser,
            loader: memberLoader(queryClient),
            children: [
              {
                path: 'gebruikers',
                lazy: page(() => import('../features/users/pages/directory-page'), 'DirectoryPage', 'users'),
              },
              {
                path: 'voorstellen/nieuw',
                lazy: page(
                  () => import('../features/proposals/pages/propose-page'),
                  'ProposePage',
                  'proposals',
                ),
              },
              { path: 'profile', lazy: loadProfilePage },
              { path: 'profile/:id', lazy: loadProfilePage },
              {
                path: 'settings',
                lazy: page(
                  () => import('../features/settings/pages/settings-page'),
                  'SettingsPage',
                  'settings',
                  'users',
                ),
              },
            ],
          },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
  {
    // The admin area has its own shell (sidebar, drawer on phones) instead of the site's header and footer.
    path: 'admin',
    loader: memberLoader(queryClient),
    lazy: page(() => import('./admin-area'), 'AdminArea', 'admin'),
    HydrateFallback: PageSpinner,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: page(
              () => import('../features/admin/pages/admin-dashboard-page'),
              'AdminDashboardPage',
              'admin',
            ),
          },
          {
            path: 'activities',
            lazy: page(
              () => import('../features/admin/pages/admin-activities-page'),
              'AdminActivitiesPage',
              'admin',
              'admin-activities',
              'admin-proposals',
              'admin-history',
            ),
          },
          {
            path: 'messages',
            lazy: page(
              () => import('../features/admin/pages/admin-messages-page'),
              'AdminMessagesPage',
              'admin',
              'admin-messages',
            ),
          },
          {
            path: 'proposals',
            lazy: page(
              () => import('../features/admin/pages/admin-proposals-page'),
              'AdminProposalsPage',
              'admin',
              'admin-activities',
              'admin-proposals',
            ),
          },
          {
            path: 'sources',
            lazy: page(
              () => import('../features/admin/pages/admin-sources-page'),
              'AdminSourcesPage',
              'admin',
              'admin-sources',
            ),
          },
          {
            // Users, portals and settings are the administrators' alone; organisers see "access denied".
            lazy: async () => ({ Component: (await import('./require-admin')).AdminOnly }),
            children: [
              {
                path: 'users',
                lazy: page(
                  () => import('../features/admin/pages/admin-users-page'),
                  'AdminUsersPage',
                  'admin',
                  'users',
                ),
              },
              {
                path: 'portals',
                lazy: page(
                  () => import('../features/admin/pages/admin-portals-page'),
                  'AdminPortalsPage',
                  'admin',
                  'admin-portals',
                ),
              },
              {
                path: 'partners',
                lazy: page(
                  () => import('../features/admin/pages/admin-partners-page'),
                  'AdminPartnersPage',
                  'admin',
                  'admin-partners',
                ),
              },
              {
                path: 'history',
                lazy: page(
                  () => import('../features/admin/pages/admin-history-page'),
                  'AdminHistoryPage',
                  'admin',
                  'admin-history',
                  'admin-activities',
                ),
              },
              {
                path: 'pages',
                lazy: page(
                  () => import('../features/admin/pages/admin-pages-page'),
                  'AdminPagesPage',
                  'admin',
                  'admin-pages',
                ),
              },
              {
                path: 'settings',
                lazy: page(
                  () => import('../features/admin/pages/admin-settings-page'),
                  'AdminSettingsPage',
                  'admin',
                  'admin-settings',
                  'admin-proposals',
                ),
              },
            ],
          },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
  {
    // Widget routes run inside other sites' iframes: no header, footer or cookie banner. The widget
    // itself, /iframe/activities, is plain HTML from the server (server/features/embed), not a route.
    Component: EmbedLayout,
    HydrateFallback: PageSpinner,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          // The server renders the widget itself; an old link to it leaves the app for that page.
          { path: 'embed/activities', element: <LeaveAppFor path="/iframe/activities" /> },
        ],
      },
    ],
  },
]);
