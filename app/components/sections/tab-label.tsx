import type { IconName } from "../../../shared/icon-names";
import { Icon } from "../ui/icon";

/** A tab's visible label: icon plus title. */
export function TabLabel({ icon, title }: { icon: IconName; title: string }) {
  return (
    <>
      <Icon name={icon} size={18} />
      {title}
    </>
  );
}
