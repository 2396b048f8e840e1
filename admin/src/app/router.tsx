import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter } from 'react-router';
import { ConsoleFrame } from './frame.tsx';

// Every screen is its own chunk (code-split by route); the frame and the sign-in flow stay small.
const LoginRoute = lazy(() => import('./routes/login.tsx'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password.tsx'));
const ConnectionHistoryRoute = lazy(() => import('./routes/connection-history.tsx'));
const AdminAccessHistoryRoute = lazy(() => import('./routes/admin-access-history.tsx'));
const NotFoundRoute = lazy(() => import('./routes/not-found.tsx'));

/** A lazily loaded screen outside the frame, which has no Suspense boundary of its own. */
const standalone = (Screen: LazyExoticComponent<ComponentType>) =>
  function Standalone() {
    return (
      <Suspense>
        <Screen />
      </Suspense>
    );
  };

/** The console's routes under /admin (admin spec §2). */
export function createAdminRouter() {
  return createBrowserRouter(
    [
      { path: '/login', Component: standalone(LoginRoute) },
      { path: '/reset-password', Component: standalone(ResetPasswordRoute) },
      {
        path: '/',
        Component: ConsoleFrame,
        children: [
          { index: true, Component: ConnectionHistoryRoute },
          { path: 'history-connect', Component: ConnectionHistoryRoute },
          { path: 'admin-access', Component: AdminAccessHistoryRoute },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
    { basename: '/admin' },
  );
}

export type AdminRouter = ReturnType<typeof createAdminRouter>;
