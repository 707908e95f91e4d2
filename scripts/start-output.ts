// What `npm start` shows of wrangler's output. By default (LOG_LEVEL unset) only what a newcomer
// needs: each local e-mail's files, and wrangler's warnings and errors except those that do not hold
// here. With LOG_LEVEL set, everything wrangler prints at that level. Either way the block saying
// Cron triggers do not run locally is dropped: under npm start they do, by its own timer.
import { stripVTControlCharacters } from "node:util";

/** Wrangler blocks that contradict what npm start does. */
const UNTRUE = [/Scheduled Workers are not (automatically )?triggered/i];
/**
 * Wrangler blocks that say nothing an operator can act on: the build's generated config carries
 * fields of a newer wrangler (LOG_LEVEL=warn shows them).
 */
const NOISE = [/Processing .*wrangler\.json configuration:/i, /Unexpected fields found in top-level field/i];

export type WranglerStream = "stdout" | "stderr";

type Email = { to?: string; subject?: string };

/** A continuation of the block above it: blank, or indented. */
const continues = (line: string) => line.trim() === "" || /^\s/.test(line);

/**
 * A line-by-line filter of wrangler's two streams; `write` gets each line to show. `quiet` is the
 * default level: of stdout only the e-mails, of stderr everything but the untrue and noise blocks.
 */
export function wranglerFilter(quiet: boolean, write: (line: string, stream: WranglerStream) => void) {
  const dropping: Record<WranglerStream, boolean> = { stdout: false, stderr: false };
  let email: Email | null = null;
  return (stream: WranglerStream, raw: string) => {
    const line = stripVTControlCharacters(raw).replace(/^\[wrangler:\w+\]\s*/, "");
    if (dropping[stream] && continues(line)) return;
    dropping[stream] = false;
    const hides = quiet ? [...UNTRUE, ...NOISE] : UNTRUE;
    if (hides.some((pattern) => pattern.test(line))) {
      dropping[stream] = true;
      return;
    }
    if (!quiet) return write(raw, stream);
    if (/send_email binding called/.test(line)) {
      email = {};
      return;
    }
    if (email) {
      const [, key, value] = /^\s*(To|Subject|Text|HTML|Attachment[^:]*):\s*(.*)$/.exec(line) ?? [];
      if (key === "To") email.to = value;
      else if (key === "Subject") email.subject = value;
      else if (key === "Text" || key === "HTML" || key?.startsWith("Attachment")) {
        if (email.to !== undefined) write(`E-mail to ${email.to}: "${email.subject ?? ""}"`, "stdout");
        email.to = undefined;
        write(`  ${key.toLowerCase()}: ${value}`, "stdout");
        return;
      }
      if (key || line.trim() === "" || /^From:/.test(line.trim())) return;
      email = null;
    }
    if (stream === "stderr") write(raw, stream);
  };
}

/** Splits a stream's chunks into whole lines for `onLine`. */
export function lineReader(onLine: (line: string) => void) {
  let rest = "";
  return {
    push(chunk: Buffer | string) {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) onLine(line.replace(/\r$/, ""));
    },
    end() {
      if (rest) onLine(rest);
      rest = "";
    },
  };
}
