export { createRealtime, echoOptions, getRealtime, subscribe } from './realtime';
export type {
  Realtime,
  RealtimeOptions,
  EchoLike,
  EchoChannelLike,
  EchoConnectionOptions,
  Handler as RealtimeHandler,
} from './realtime';
export { useChannel } from './use-channel';
export { channels } from './events';
export type { RealtimeEvents, RealtimeEventName, ChannelRef } from './events';
export { invalidateForEvent, QUERY_INVALIDATION } from './query-invalidation';
