import type { TeamMember } from "../../../content/about";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

/** A leader with an initials avatar (no photo to download) and a LinkedIn link. */
export function LeaderCard({ member }: { member: TeamMember }) {
  return (
    <article className="card h-full text-center">
      <span
        aria-hidden="true"
        className="mx-auto grid h-20 w-20 place-items-center rounded-full bg-brand-700 text-2xl font-bold text-white"
      >
        {initials(member.name)}
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
      <p className="text-sm font-medium text-brand-700">{member.position}</p>
      <p className="mt-3 text-sm text-slate-600">{member.bio}</p>
      <a
        href={member.linkedin}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        LinkedIn<span className="sr-only">: {member.name} (opens in a new tab)</span>
      </a>
    </article>
  );
}
