import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/home/pages/home-page';
import { PlaceholderPage } from '../features/placeholders/placeholder-page';
import { ProfilePlaceholderPage } from '../features/placeholders/profile-placeholder-page';
import { EmbedLayout } from './embed-layout';
import { NotFoundPage } from './not-found-page';
import { RequireAdmin } from './require-admin';
import { PageSpinner, RequireUser } from './require-user';
import { RouteError } from './route-error';
import { SiteLayout } from './site-layout';

// Spec 2.1. The informational pages are loaded on demand: most visitors only see home and /auth.
export const router = createBrowserRouter([
  {
    Component: SiteLayout,
    HydrateFallback: PageSpinner,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: HomePage },
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
              { path: 'activities', element: <PlaceholderPage titleKey="activities" /> },
              { path: 'activities/:id', element: <PlaceholderPage titleKey="activityDetail" /> },
              { path: 'gebruikers', element: <PlaceholderPage titleKey="users" /> },
              { path: 'profile', Component: ProfilePlaceholderPage },
              { path: 'profile/:id', Component: ProfilePlaceholderPage },
              { path: 'settings', element: <PlaceholderPage titleKey="settings" /> },
            ],
          },
          {
            path: 'admin',
            Component: RequireAdmin,
            children: [
              { index: true, element: <PlaceholderPage titleKey="admin" /> },
              { path: 'activities', element: <PlaceholderPage titleKey="adminActivities" /> },
              { path: 'users', element: <PlaceholderPage titleKey="adminUsers" /> },
            ],
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
