// A send_email binding behind a recorder, for the Worker tests of what we e-mail: every message the
// binding is asked to send is kept, and the first `failures` sends are refused with the error the
// Email Service gives, before the real (local) binding is called.
export type SentEmail = Parameters<SendEmail["send"]>[0] & { attachments?: { filename: string; type: string; content: unknown }[] };

export function recordingEmail(real: SendEmail, failures = 0): { sent: SentEmail[]; binding: SendEmail } {
  const sent: SentEmail[] = [];
  let refusalsLeft = failures;
  const binding = {
    send: async (message: SentEmail) => {
      if (refusalsLeft-- > 0) throw Object.assign(new Error("internal error"), { code: "E_INTERNAL_SERVER_ERROR" });
      sent.push(message);
      return real.send(message);
    },
  } as SendEmail;
  return { sent, binding };
}
