import { useVisitAttribution } from "./use-visit-attribution";

/**
 * The visit's attribution as hidden inputs, named as the forms' schemas expect, so a form posted as
 * urlencoded data carries it like the JSON requests do. Only known values are rendered: an empty
 * field would be refused.
 */
export function AttributionFields() {
  const attribution = useVisitAttribution();
  return (
    <>
      {Object.entries(attribution).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
