/**
 * Which form the login panel shows (log in, register, reset password), and the event that asks the layout
 * to open it from code that is not a React component (the session opens the sign-up modal when the token
 * cannot be refreshed). Part of the first load: a few lines.
 */
export type AuthMode = "login" | "register" | "reset";
export const AUTH_MODAL_EVENT = "kiosk:auth-modal";

let mode: AuthMode = "login";

export function authModalMode(): AuthMode {
  return mode;
}

/** Opens the login panel on the given form (SessionBootstrap listens and opens the panel). */
export function openAuthModal(next: AuthMode) {
  mode = next;
  window.dispatchEvent(new Event(AUTH_MODAL_EVENT));
}
