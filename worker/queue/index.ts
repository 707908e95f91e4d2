/** Routes each batch to the consumer of the queue it came from (see wrangler.toml). */
export async function handleQueueBatch(batch: MessageBatch, env: Env): Promise<void> {
  throw new Error(`No consumer for queue ${batch.queue} yet (env has ${Object.keys(env).length} bindings)`);
}
