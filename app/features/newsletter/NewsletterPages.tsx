/**
 * The pages of the newsletter mails' links. Nothing changes on a mere visit (mail scanners open links): the shopper
 * presses the button. /newsletter/potwierdz?token=… confirms a subscription (the welcome coupon is then mailed);
 * /newsletter/wypisz?token=… unsubscribes the address the signed token names.
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/react.tsx";
import { callApi, errorCode } from "../account/api.ts";
import { newsletterErrorKey } from "./errors.ts";
import "./newsletter.css";

function LinkAction({
  title,
  text,
  button,
  done,
  call,
}: {
  title: string;
  text: string;
  button: string;
  done: string;
  call: (token: string) => Promise<unknown>;
}) {
  const { t } = useTranslation("newsletter");
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const [state, setState] = useState<{ busy: boolean; error: string | null; ok: boolean }>({ busy: false, error: null, ok: false });
  async function act() {
    setState({ busy: true, error: null, ok: false });
    const answer = (await call(token)) as Parameters<typeof errorCode>[0];
    setState(answer.code === 200 ? { busy: false, error: null, ok: true } : { busy: false, error: t(newsletterErrorKey(errorCode(answer))), ok: false });
  }
  return (
    <div className="newsletter-page">
      <h1>{title}</h1>
      {token ? (
        state.ok ? null : (
          <>
            <p>{text}</p>
            <button type="button" className="primary" disabled={state.busy} onClick={() => void act()}>
              {button}
            </button>
          </>
        )
      ) : (
        <p>{t("linkMissing")}</p>
      )}
      <div role="alert" className={state.error ? "form-message form-error" : "form-message-empty"}>
        {state.error}
      </div>
      <div role="status" className={state.ok ? "form-message form-success" : "form-message-empty"}>
        {state.ok ? done : null}
      </div>
    </div>
  );
}

export function ConfirmPage() {
  const { t } = useTranslation("newsletter");
  return (
    <LinkAction
      title={t("confirmTitle")}
      text={t("confirmText")}
      button={t("confirmButton")}
      done={t("confirmed")}
      call={(token) => callApi("/api/ext/mailchimp-subscribe/confirm", { method: "POST", body: { token } })}
    />
  );
}

/** The address the token names (its first part), shown so the shopper knows which subscription ends. */
function tokenEmail(token: string): string {
  try {
    const part = token.split(".")[0] ?? "";
    return new TextDecoder().decode(Uint8Array.from(atob(part.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0)));
  } catch {
    return "";
  }
}

export function UnsubscribePage() {
  const { t } = useTranslation("newsletter");
  const [params] = useSearchParams();
  const email = tokenEmail(params.get("token") ?? "");
  return (
    <LinkAction
      title={t("unsubscribeTitle")}
      text={t("unsubscribeText", { email })}
      button={t("unsubscribeButton")}
      done={t("unsubscribed")}
      call={(token) => callApi(`/api/ext/mailchimp-subscribe/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST", body: {} })}
    />
  );
}
