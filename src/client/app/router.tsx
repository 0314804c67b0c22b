import { createBrowserRouter } from 'react-router';
import { PageSpinner } from '../components/query-states';
import { PlaceholderPage } from '../features/placeholders/placeholder-page';
import { loadNamespaces } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { EmbedLayout } from './embed-layout';
import { HomeRoute } from './home-route';
import { NotFoundPage } from './not-found-page';
import { RequireUser } from './require-user';
import { RouteError } from './route-error';
import { activitiesLoader, homeLoader } from './route-loaders';
import { SiteLayout } from './site-layout';

/**
 * A lazy route whose page chunk and translation catalogues (beyond the bundled common, home and
 * activities) are fetched together, so the page renders translated as soon as both are in.
 */
function page<T>(load: () => Promise<T>, ...namespaces: string[]): () => Promise<T> {
  return async () => (await Promise.all([load(), loadNamespaces(namespaces)]))[0];
}

const loadProfilePage = page(
  async () => ({ Component: (await import('../features/users/pages/profile-page')).ProfilePage }),
  'users',
);

// Spec 2.1. The informational pages are loaded on demand: most visitors only see home and /auth.
export const router = createBrowserRouter([
  {
    Component: SiteLayout,
    HydrateFallback: PageSpinner,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: HomeRoute, loader: homeLoader(queryClient) },
          {
            // Lazy: the forms bring zod and react-hook-form, which the home page does not need.
            path: 'auth',
            lazy: page(
              async () => ({ Component: (await import('../features/auth/pages/auth-page')).AuthPage }),
              'auth',
              'users',
            ),
          },
          {
            path: 'about',
            lazy: page(
              async () => ({
                Component: (await import('../features/about/pages/about-page')).AboutPage,
              }),
              'about',
            ),
          },
          {
            path: 'contact',
            lazy: page(
              async () => ({
                Component: (await import('../features/contact/pages/contact-page')).ContactPage,
              }),
              'contact',
            ),
          },
          {
            path: 'zakelijk',
            lazy: page(
              async () => ({
                Component: (await import('../features/business/pages/business-page')).BusinessPage,
              }),
              'business',
            ),
          },
          {
            path: 'privacy',
            lazy: page(
              async () => ({
                Component: (await import('../features/legal/pages/privacy-page')).PrivacyPage,
              }),
              'legal',
            ),
          },
          {
            path: 'terms',
            lazy: page(
              async () => ({
                Component: (await import('../features/legal/pages/terms-page')).TermsPage,
              }),
              'legal',
            ),
          },
          {
            Component: RequireUser,
            children: [
              {
                path: 'activities',
                // Static, not in `lazy`: a loader inside the chunk would only start after the chunk arrives.
                loader: activitiesLoader(queryClient),
                lazy: async () => ({
                  Component: (await import('../features/activities/pages/activities-page')).ActivitiesPage,
                }),
              },
              {
                path: 'activities/:id',
                lazy: async () => ({
                  Component: (await import('../features/activities/pages/activity-detail-page'))
                    .ActivityDetailPage,
                }),
              },
              {
                path: 'gebruikers',
                lazy: page(
                  async () => ({
                    Component: (await import('../features/users/pages/directory-page')).DirectoryPage,
                  }),
                  'users',
                ),
              },
              { path: 'profile', lazy: loadProfilePage },
              { path: 'profile/:id', lazy: loadProfilePage },
              {
                path: 'settings',
                lazy: page(
                  async () => ({
                    Component: (await import('../features/settings/pages/settings-page')).SettingsPage,
                  }),
                  'settings',
                  'users',
                ),
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
  {
    // The admin area has its own shell (sidebar, drawer on phones) instead of the site's header and footer.
    path: 'admin',
    lazy: page(
      async () => ({ Component: (await import('../features/admin/admin-layout')).AdminLayout }),
      'admin',
    ),
    HydrateFallback: PageSpinner,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: page(
              async () => ({
                Component: (await import('../features/admin/pages/admin-dashboard-page')).AdminDashboardPage,
              }),
              'admin',
            ),
          },
          {
            path: 'activities',
            lazy: async () => ({
              Component: (await import('../features/admin/admin-layout')).AdminActivitiesPlaceholder,
            }),
          },
          {
            path: 'users',
            lazy: page(
              async () => ({
                Component: (await import('../features/admin/pages/admin-users-page')).AdminUsersPage,
              }),
              'admin',
              'users',
            ),
          },
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await import('../features/admin/admin-layout')).AdminSettingsPlaceholder,
            }),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
  {
    // Widget routes run inside other sites' iframes: no header, footer or cookie banner.
    Component: EmbedLayout,
    HydrateFallback: PageSpinner,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { path: 'embed-activities', element: <PlaceholderPage titleKey="embedActivities" /> },
          { path: 'embed/activities', element: <PlaceholderPage titleKey="embedWidget" /> },
          { path: 'iframe/activities', element: <PlaceholderPage titleKey="embedWidget" /> },
        ],
      },
    ],
  },
]);
