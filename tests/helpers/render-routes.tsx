import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '../../src/client/lib/query-client';

/**
 * For a component test: the routes in a memory router at `address`, with a fresh query client, and a
 * user-event set-up that acts at once (Radix's pointer-events guard does not apply in jsdom).
 */
export function renderRoutes(routes: RouteObject[], address: string) {
  const router = createMemoryRouter(routes, { initialEntries: [address] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    router,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}
