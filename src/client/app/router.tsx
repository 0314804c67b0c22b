import { createBrowserRouter } from 'react-router';
import { PageSpinner } from '../components/query-states';
import { PlaceholderPage } from '../features/placeholders/placeholder-page';
import { EmbedLayout } from './embed-layout';
import { HomeRoute } from './home-route';
import { NotFoundPage } from './not-found-page';
import { RequireUser } from './require-user';
import { RouteError } from './route-error';
import { SiteLayout } from './site-layout';

const loadProfilePage = async () => ({
  Component: (await import('../features/users/pages/profile-page')).ProfilePage,
});

// Spec 2.1. The informational pages are loaded on demand: most visitors only see home and /auth.
export const router = createBrowserRouter([
  {
    Component: SiteLayout,
    HydrateFallback: PageSpinner,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: HomeRoute },
          {
            // Lazy: the forms bring zod and react-hook-form, which the home page does not need.
            path: 'auth',
            lazy: async () => ({ Component: (await import('../features/auth/pages/auth-page')).AuthPage }),
          },
          {
            path: 'about',
            lazy: async () => ({
              Component: (await import('../features/about/pages/about-page')).AboutPage,
            }),
          },
          {
            path: 'contact',
            lazy: async () => ({
              Component: (await import('../features/contact/pages/contact-page')).ContactPage,
            }),
          },
          {
            path: 'zakelijk',
            lazy: async () => ({
              Component: (await import('../features/business/pages/business-page')).BusinessPage,
            }),
          },
          {
            path: 'privacy',
            lazy: async () => ({
              Component: (await import('../features/legal/pages/privacy-page')).PrivacyPage,
            }),
          },
          {
            path: 'terms',
            lazy: async () => ({
              Component: (await import('../features/legal/pages/terms-page')).TermsPage,
            }),
          },
          {
            Component: RequireUser,
            children: [
              {
                path: 'activities',
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
                lazy: async () => ({
                  Component: (await import('../features/users/pages/directory-page')).DirectoryPage,
                }),
              },
              { path: 'profile', lazy: loadProfilePage },
              { path: 'profile/:id', lazy: loadProfilePage },
              {
                path: 'settings',
                lazy: async () => ({
                  Component: (await import('../features/settings/pages/settings-page')).SettingsPage,
                }),
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
    lazy: async () => ({ Component: (await import('../features/admin/admin-layout')).AdminLayout }),
    HydrateFallback: PageSpinner,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/admin/pages/admin-dashboard-page')).AdminDashboardPage,
            }),
          },
          {
            path: 'activities',
            lazy: async () => ({
              Component: (await import('../features/admin/admin-layout')).AdminActivitiesPlaceholder,
            }),
          },
          {
            path: 'users',
            lazy: async () => ({
              Component: (await import('../features/admin/pages/admin-users-page')).AdminUsersPage,
            }),
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
