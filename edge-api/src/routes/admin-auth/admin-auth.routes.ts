// The admin sign-in and the admin's password (admin spec §4, §7.1): one group for app.ts.
import { Hono } from 'hono';
import type { AppEnv } from '../../types.ts';
import { adminLoginRoutes } from './admin-login.routes.ts';
import { adminPasswordRoutes } from './admin-password.routes.ts';

export const adminAuthRoutes = new Hono<AppEnv>().route('/', adminLoginRoutes).route('/', adminPasswordRoutes);
