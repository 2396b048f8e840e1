// The second factors of issue 34 (docs/identity.md "Second factors"): one group for app.ts.
import { Hono } from 'hono';
import type { AppEnv } from '../../types.ts';
import { consoleSecondFactorRoutes } from './console-second-factor.routes.ts';
import { adminSecondFactorRoutes, memberSecondFactorRoutes } from './own-second-factor.routes.ts';
import { secondFactorSignInRoutes } from './second-factor-sign-in.routes.ts';

export const secondFactorRoutes = new Hono<AppEnv>()
  .route('/', secondFactorSignInRoutes)
  .route('/', memberSecondFactorRoutes)
  .route('/', adminSecondFactorRoutes)
  .route('/', consoleSecondFactorRoutes);
