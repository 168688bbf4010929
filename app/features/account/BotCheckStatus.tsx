/**
 * The bot check's progress, accessibly: a labelled <progress> and a polite status line that speaks at the
 * start, at each quarter and at the end (not at every percent).
 */
import { useTranslation } from "../../i18n/react.tsx";

export type BotState = { phase: "idle" } | { phase: "solving"; progress: number } | { phase: "done" } | { phase: "failed" };

export function BotCheckStatus({ state }: { state: BotState }) {
  const { t } = useTranslation("account");
  const quarter = state.phase === "solving" ? Math.floor(state.progress * 4) * 25 : 0;
  const text =
    state.phase === "solving"
      ? t("botProgress", { percent: quarter })
      : state.phase === "done"
        ? t("botDone")
        : state.phase === "failed"
          ? t("botFailed")
          : t("botIdle");
  return (
    <div className={`bot-check bot-${state.phase}`}>
      <label>
        <span className="bot-check-label">{t("botLabel")}</span>
        <progress max={1} value={state.phase === "done" ? 1 : state.phase === "solving" ? state.progress : 0} aria-valuetext={text} />
      </label>
      <p role="status" className="bot-check-text">
        {text}
      </p>
    </div>
  );
}
