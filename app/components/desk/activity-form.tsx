import { activityCopy, channelLabels, outcomeLabels } from "../../../content/desk-activity-copy";
import { ACTIVITY_CHANNELS, CHANNEL_OUTCOMES } from "../../../shared/desk-activities";

/**
 * Log activity: channel, outcome (grouped by channel; the server checks that they fit), an optional
 * note and an optional next step with its due time in EAT. A plain form post, like every desk change.
 */
export function ActivityForm({ action }: { action: string }) {
  return (
    <form method="post" action={action} aria-label={activityCopy.logActivity} className="mt-2 space-y-2">
      <label className="field-label">
        {activityCopy.channel}
        <select name="channel" className="field-input" defaultValue="call">
          {ACTIVITY_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {channelLabels[channel]}
            </option>
          ))}
        </select>
      </label>
      <label className="field-label">
        {activityCopy.outcome}
        <select name="outcome" required className="field-input" defaultValue="">
          <option value="">{activityCopy.chooseOutcome}</option>
          {ACTIVITY_CHANNELS.map((channel) => (
            <optgroup key={channel} label={channelLabels[channel]}>
              {CHANNEL_OUTCOMES[channel].map((outcome) => (
                <option key={`${channel}:${outcome}`} value={outcome}>
                  {outcomeLabels[outcome]}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label className="field-label">
        {activityCopy.note}
        <textarea name="note" rows={2} maxLength={2000} className="field-input" />
      </label>
      <label className="field-label">
        {activityCopy.nextStep}
        <input type="text" name="nextStep" maxLength={200} className="field-input" aria-describedby="next-step-hint" />
      </label>
      <p id="next-step-hint" className="text-xs text-slate-700">
        {activityCopy.nextStepHint}
      </p>
      <label className="field-label">
        {activityCopy.due}
        <input type="datetime-local" name="due" className="field-input" />
      </label>
      <button type="submit" className="btn-primary">
        {activityCopy.save}
      </button>
    </form>
  );
}
