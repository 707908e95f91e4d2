import { testDb } from "./worker-harness";

// The team the desk's tests reassign to: written straight into team_members (the team page's own
// forms are tested in desk-team.test.ts). The database is shared by the test files running alongside,
// so a member already there is kept as they are.

export async function joinTeam(email: string, name = email.split("@")[0]!, office: string | null = null): Promise<void> {
  await testDb.execute({
    sql: "insert into team_members (email, name, office, role) values (?, ?, ?, 'sales') on conflict (email) do nothing",
    args: [email, name, office],
  });
}
