import { createContext } from "react-router";
import type { DeskUser } from "./http/desk-user";

export type WorkerContext = {
  env: Env;
  waitUntil: (promise: Promise<unknown>) => void;
  /** This response's CSP nonce (worker/http/security-headers.ts); inline scripts without it do not run. */
  nonce: string;
  /** Who is using the sales desk, set only on /desk requests that passed worker/http/desk-access.ts. */
  deskUser: DeskUser | null;
};

/** Gives loaders and actions the Worker's bindings (set once per request in worker/index.ts). */
export const workerContext = createContext<WorkerContext>();
