/**
 * Part of every page's first load (a few hundred bytes): starts the logged-in session's behaviour
 * (session-runtime.ts, loaded on demand) while a token is present, in this tab or after a login in another
 * tab, and opens the login panel when asked to (openAuthModal).
 */
import { useEffect } from "react";
import { usePanels } from "../../components/panel-state.tsx";
import { AUTH_MODAL_EVENT } from "./auth-modal.ts";
import { useSession } from "./session-store.ts";

export function SessionBootstrap() {
  const loggedIn = useSession() !== null;
  const { openPanel } = usePanels();
  useEffect(() => {
    if (!loggedIn) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import("./session-runtime.ts").then(
      (runtime) => {
        if (!cancelled) stop = runtime.startSession();
      },
      () => undefined, // offline without the chunk: the next page load tries again
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [loggedIn]);
  useEffect(() => {
    const onOpen = () => openPanel("login");
    window.addEventListener(AUTH_MODAL_EVENT, onOpen);
    return () => window.removeEventListener(AUTH_MODAL_EVENT, onOpen);
  }, [openPanel]);
  return null;
}
