import { createContext, useContext } from 'react';
import type { MemberLayoutInfo } from '@mfp/shared';

/** What every agent page knows: the member (null for a visitor), the display currency and level names. */
export interface AgentContextValue {
  member: MemberLayoutInfo | null;
  currency: string;
  levelNames: ReadonlyMap<number, string>;
}

export const AgentContext = createContext<AgentContextValue>({ member: null, currency: 'BDT', levelNames: new Map() });

export const useAgentContext = (): AgentContextValue => useContext(AgentContext);
