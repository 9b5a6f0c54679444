import type { ServerModule } from '../server-module';
import { registrationRoutes } from './routes';
import { smsRoute } from './sms-route';

/** Register settings, per-field verification, register, SMS, link and agent-domain checks. */
export const registrationModule: ServerModule = (app, deps) => {
  registrationRoutes(app, deps);
  smsRoute(app, deps);
};
