import type { ServerModule } from '../server-module';
import { captchaRoutes } from './captcha-routes';
import { doubleValidationRoutes } from './double-validation-routes';
import { loginRoutes } from './login-routes';
import { ownServerRoutes } from './own-server-routes';
import { testRoutes } from './test-routes';
import { vxRoutes } from './vx-routes';

/** Captcha, login header, login, double validation, logout, withdraw-password verify/reset, hand-off. */
export const authModule: ServerModule = (app, deps) => {
  captchaRoutes(app, deps);
  loginRoutes(app, deps);
  doubleValidationRoutes(app, deps);
  vxRoutes(app, deps);
  ownServerRoutes(app, deps);
  testRoutes(app, deps);
};
