import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider.tsx';
import { createAdminRouter } from './router.tsx';
import { SessionExpiry } from './session-expiry.tsx';

const router = createAdminRouter();

/** The admin console: providers, the API client's session handling, the routes. */
export function App() {
  return (
    <AppProvider>
      <SessionExpiry router={router} />
      <RouterProvider router={router} />
    </AppProvider>
  );
}
