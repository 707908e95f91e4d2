// The delivery stand-in as a process of its own, for the browser tests' server to deliver to:
// `tsx scripts/stand-ins/delivery-stand-in-server.ts <port>`. Stops on SIGTERM/SIGINT.
import { startDeliveryStandIn } from "./delivery-stand-in";

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error("Usage: tsx scripts/stand-ins/delivery-stand-in-server.ts <port>");
  process.exit(2);
}
const standIn = await startDeliveryStandIn(port);
console.log(`delivery stand-in on ${standIn.url}`);
const stop = () => void standIn.stop().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
