/** The site's icon set by name: content refers to icons by these names, the Icon component draws them. */
export const iconNames = [
  "cloud",
  "chat",
  "globe",
  "rocket",
  "shield",
  "chart",
  "mail",
  "users",
  "database",
  "briefcase",
  "scale",
  "bank",
  "heart",
  "book",
  "factory",
  "hand",
  "landmark",
  "star",
  "check",
  "phone",
  "pin",
  "clock",
  "menu",
  "close",
  "chevronDown",
  "arrowRight",
  "download",
  "search",
  "cpu",
  "server",
  "lock",
  "award",
  "eye",
  "target",
  "zap",
  "file",
  "video",
] as const;

export type IconName = (typeof iconNames)[number];

/** Lets content schemas reject an icon name the set does not have. */
export function isIconName(name: unknown): name is IconName {
  return typeof name === "string" && (iconNames as readonly string[]).includes(name);
}
