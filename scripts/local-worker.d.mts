export interface LocalWorker {
  base: string;
  port: number;
  persist: string;
  /** The wrangler process (workerd runs under it). */
  pid: number;
  stop(): Promise<void>;
}
export function freePort(): Promise<number>;
export function startLocalWorker(options?: {
  persistTo?: string;
  port?: number;
  vars?: Record<string, string>;
  /** The Worker with the test build's own games (test/games) registered too. */
  testBuild?: boolean;
  /** As `npm start`: `GET /__scheduled` runs the scheduled handler. */
  testScheduled?: boolean;
}): Promise<LocalWorker>;
