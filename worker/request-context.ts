import { createContext } from "react-router";

export type WorkerContext = {
  env: Env;
  waitUntil: (promise: Promise<unknown>) => void;
  /** This response's CSP nonce (worker/http/security-headers.ts); inline scripts without it do not run. */
  nonce: string;
};

/** Gives loaders and actions the Worker's bindings (set once per request in worker/index.ts). */
export const workerContext = createContext<WorkerContext>();
