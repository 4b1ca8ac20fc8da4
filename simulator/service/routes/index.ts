// Every API route of the simulator, in one table.
import type { Route } from '../route.ts';
import { accountRoutes } from './account.ts';
import { agentSiteRoutes } from './agent-sites.ts';
import { checkRoutes } from './checks.ts';
import { deepRoutes } from './deep.ts';
import { deviceRoutes } from './device.ts';
import { docsRoutes } from './docs.ts';
import { legacyRoutes } from './legacy.ts';
import { localRoutes } from './local.ts';
import { monitorRoutes } from './monitor.ts';
import { scanExtraRoutes } from './scan-extras.ts';
import { scanRoutes } from './scans.ts';

export const API_ROUTES: readonly Route[] = [
  ...accountRoutes,
  ...agentSiteRoutes,
  ...scanRoutes,
  ...scanExtraRoutes,
  ...deepRoutes,
  ...checkRoutes,
  ...monitorRoutes,
  ...docsRoutes,
  ...deviceRoutes,
  ...localRoutes,
  ...legacyRoutes,
];
