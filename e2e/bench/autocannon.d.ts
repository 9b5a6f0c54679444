// Minimal typing of the autocannon API the bench uses (harness/http-load.ts; the package ships none).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';
  namespace autocannon {
    interface Options {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      duration?: number;
    }
    interface Result {
      requests: { total: number; average: number };
      errors: number;
      timeouts: number;
      non2xx: number;
    }
  }
  function autocannon(
    opts: autocannon.Options,
    done: (err: Error | null, result: autocannon.Result) => void,
  ): EventEmitter;
  export default autocannon;
}
