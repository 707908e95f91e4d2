// `npm run privacy -- export|erase --email X`: a person's access and erasure requests. Reads Turso
// when TURSO_DATABASE_URL is set; otherwise the local database under .data (see
// scripts/configured-database.ts). The logic is in scripts/privacy-requests.ts.
import { type Client, createClient } from "@libsql/client";
import { commandLineOrExit } from "./command-line";
import { openConfiguredDatabase } from "./configured-database";
import { deletePostHogPersons, type PostHogPersonsApi, postHogPersonsApi } from "./posthog-persons";
import { erasePersonData, exportPersonData, PRIVACY_USAGE, parsePrivacyArgs, postHogDistinctIds } from "./privacy-requests";

const command = commandLineOrExit(() => parsePrivacyArgs(process.argv.slice(2)), PRIVACY_USAGE);
if (command.action === "help") {
  console.log(PRIVACY_USAGE);
  process.exit(0);
}

// Checked before anything is read or deleted, so a half-configured PostHog never leaves an erasure half done.
let postHog: PostHogPersonsApi | null;
try {
  postHog = command.action === "erase" ? postHogPersonsApi(process.env) : null;
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/**
 * PostHog first: the person's ids there are found through the rows the erasure deletes, so when
 * PostHog refuses, nothing is deleted and the command can simply be run again. False when refused.
 */
async function erasePostHogPersons(client: Client, email: string): Promise<boolean> {
  if (!postHog) {
    console.log("PostHog: not asked (POSTHOG_PERSONAL_API_KEY is not set)");
    return true;
  }
  try {
    const deletion = await deletePostHogPersons(postHog, await postHogDistinctIds(client, email));
    const found = deletion.personsFound === null ? "" : `, ${deletion.personsFound} person(s) found`;
    console.log(`PostHog: deletion of persons and their events requested for ${deletion.requested} distinct id(s)${found}`);
    return true;
  } catch (error) {
    console.error(`${(error as Error).message}\nNothing was erased; run the command again once PostHog accepts the request.`);
    return false;
  }
}

const database = await openConfiguredDatabase();
const client = createClient({ url: database.url, authToken: database.authToken });
try {
  if (command.action === "export") {
    console.error(`Export from ${database.source}`);
    console.log(JSON.stringify(await exportPersonData(client, command.email), null, 2));
  } else if (await erasePostHogPersons(client, command.email)) {
    const counts = await erasePersonData(client, command.email);
    console.log(`Erased from ${database.source}:`);
    for (const [table, count] of Object.entries(counts)) console.log(`  ${table.padEnd(22)}${count}`);
  } else {
    process.exitCode = 1;
  }
} finally {
  client.close();
  await database.close();
}
