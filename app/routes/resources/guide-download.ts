import { downloadGuide } from "../../guides/guide-download.server";
import type { Route } from "./+types/guide-download";

// Resource route: the guide file for a stored request (GET /resources/guides/download?request=<id>).
export const loader = ({ request, context }: Route.LoaderArgs) => downloadGuide(request, context);
