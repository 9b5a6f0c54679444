import type { ServerModule } from './server-module';
import { authModule } from './auth/index';
import { registrationModule } from './registration/index';
import { contentModule } from './content/index';
import { gamesModule } from './games/index';
import { memberModule } from './member/index';
import { memberCenterModule } from './member-center/index';
import { agentModule } from './agent/index';
import { simulatorModule } from './simulator/index';
import { buildModule } from './build/index';
import { consoleModule } from './console/index';
import { rumModule } from './rum/index';
import { saferPlayModule } from './safer-play/index';

export type { ServerModule } from './server-module';

/** Every domain module of the reference backend, registered in this order. */
export const modules: ServerModule[] = [
  // safer play first: its gates (a preHandler hook) guard routes of the modules below
  saferPlayModule,
  // auth and registration modules (server core)
  authModule,
  registrationModule,
  // games, content, member, member-center, agent, simulator, build, console modules (server domains)
  gamesModule,
  contentModule,
  memberModule,
  memberCenterModule,
  agentModule,
  simulatorModule,
  buildModule,
  consoleModule,
  rumModule,
];
