import type { IconName } from "../../../shared/icon-names";
import * as iconPaths from "./icon-paths";
import { SvgIcon } from "./svg-icon";

// A small inline SVG set: no icon font or image request on slow networks.
const paths: Record<IconName, string> = iconPaths;

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return <SvgIcon d={paths[name]} size={size} className={className} filled={name === "star"} />;
}
