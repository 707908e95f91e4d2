import { createContext } from "react-router";

export type WorkerContext = { env: Env; waitUntil: (promise: Promise<unknown>) => void };

/** Gives loaders and actions the Worker's bindings (set once per request in worker/index.ts). */
export const workerContext = createContext<WorkerContext>();
