/**
 * The bot check of a form (registration, a guest's review): `start()` begins solving a challenge in the background,
 * or answers the one already under way; `used()` forgets a solution once it was sent (each is accepted once), so
 * the next `start()` solves a new one; `state` feeds BotCheckStatus.
 */
import { useRef, useState } from "react";
import { passBotCheck, type BotCheckResult } from "./bot-check.ts";
import type { BotState } from "./BotCheckStatus.tsx";

export function useBotCheck() {
  const [state, setState] = useState<BotState>({ phase: "idle" });
  const pending = useRef<Promise<BotCheckResult> | null>(null);

  function start(): Promise<BotCheckResult> {
    if (!pending.current) {
      setState({ phase: "solving", progress: 0 });
      pending.current = passBotCheck((progress) => setState({ phase: "solving", progress })).then((result) => {
        setState(result.ok ? { phase: "done" } : { phase: "failed" });
        if (!result.ok) pending.current = null;
        return result;
      });
    }
    return pending.current;
  }

  return {
    state,
    start,
    used: () => {
      pending.current = null;
    },
    /** Shown as not started again (a refused registration solves a new challenge on the next try). */
    reset: () => setState({ phase: "idle" }),
  };
}
