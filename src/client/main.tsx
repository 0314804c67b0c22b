import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// react-router/dom's RouterProvider brings ReactDOM.flushSync, for navigations that must render at once.
import { RouterProvider } from 'react-router/dom';
import './lib/i18n';
import { Providers } from './app/providers';
import { router } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
