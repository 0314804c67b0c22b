import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// react-router/dom's RouterProvider brings ReactDOM.flushSync, for navigations that must render at once.
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { router } from './app/router';
import { i18nReady } from './lib/i18n';
import './styles.css';

const root = document.getElementById('root');
// Render once the chosen language's catalogue is in (immediate for Dutch, the default), so no text flashes
// in the wrong language.
//
// The first render is a transition: React renders it in slices of a few milliseconds, between which the
// browser stays responsive, instead of one long task (on a slow phone several hundred milliseconds that
// Lighthouse counts as blocking time).
if (root) {
  void i18nReady.then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <Providers>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      ),
    ),
  );
}
