import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ConsoleFrame } from './frame.tsx';
import { Screen } from './screen.tsx';
import { consoleScreens, type ConsoleScreen } from './screens.tsx';

// Every screen is its own chunk (code-split by route); the frame and the sign-in flow stay small.
const LoginRoute = lazy(() => import('./routes/login.tsx'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password.tsx'));
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

/** A declared screen under its title (the frame's Suspense boundary waits for its chunk). */
const titled = ({ title, content: Content }: ConsoleScreen) =>
  function TitledScreen() {
    const { t } = useTranslation();
    return (
      <Screen title={t(title)}>
        <Content />
      </Screen>
    );
  };

/** The frame's routes: every declared screen at its path (the index one at `/` too), then "not found". */
export function frameRoutes(screens: readonly ConsoleScreen[] = consoleScreens): RouteObject[] {
  const routes = screens.map((screen) => ({ screen, Component: titled(screen) }));
  return [
    ...routes.filter(({ screen }) => screen.index).map(({ Component }) => ({ index: true, Component })),
    ...routes.map(({ screen, Component }) => ({ path: screen.path.slice(1), Component })),
    { path: '*', Component: NotFoundRoute },
  ];
}

/** The console's routes under /admin (admin spec §2). */
export function createAdminRouter() {
  return createBrowserRouter(
    [
      { path: '/login', Component: standalone(LoginRoute) },
      { path: '/reset-password', Component: standalone(ResetPasswordRoute) },
      { path: '/', Component: ConsoleFrame, children: frameRoutes() },
    ],
    { basename: '/admin' },
  );
}

export type AdminRouter = ReturnType<typeof createAdminRouter>;
