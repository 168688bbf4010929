/**
 * Writing a review (loaded when the shopper asks for the form): rating 1–5, title, text, "I recommend it", the name
 * shown; a guest also gives an e-mail (never shown) and passes the bot check, solved in the background as they type,
 * as in registration. The review waits for moderation: the form says so once it is sent. A customer's request
 * carries their token (through the session); errors are translated from the API's codes.
 */
import { useId, useRef, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { callApi, errorCode } from "../account/api.ts";
import { BotCheckStatus } from "../account/BotCheckStatus.tsx";
import { useBotCheck } from "../account/use-bot-check.ts";
import { useSession } from "../account/session-store.ts";
import type { ApiAnswer } from "../account/types.ts";
import "./reviews.css";

type Problems = Partial<Record<"rating" | "title" | "detail" | "nickname" | "email", string>>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ReviewForm({ productId }: { productId: number }) {
  const { t } = useTranslation("reviews");
  const session = useSession();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState("");
  const [detail, setDetail] = useState("");
  const [nickname, setNickname] = useState(session?.user?.firstname ?? "");
  const [email, setEmail] = useState("");
  const [recommend, setRecommend] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ verified: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const bot = useBotCheck();
  const form = useRef<HTMLFormElement>(null);
  const guest = session === null;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found: Problems = {};
    if (rating < 1) found.rating = t("errRating");
    if (!title.trim()) found.title = t("errRequired");
    if (!detail.trim()) found.detail = t("errRequired");
    if (!nickname.trim()) found.nickname = t("errRequired");
    if (guest && !EMAIL.test(email.trim())) found.email = t("errEmail");
    setProblems(found);
    setError(null);
    if (Object.keys(found).length > 0) {
      form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    setBusy(true);
    try {
      const review = { product_id: productId, rating, title, detail, nickname, recommend, review_entity: "product", ...(guest ? { email: email.trim() } : {}) };
      let answer: ApiAnswer<{ verified_purchase: boolean }>;
      if (guest) {
        const check = await bot.start();
        if (!check.ok) {
          setError(t(`err_${check.error}`, { defaultValue: t("err_UNKNOWN") }));
          return;
        }
        bot.used(); // a solution is used once
        answer = await callApi("/api/review/create", { method: "POST", body: { review, gToken: check.gToken } });
      } else {
        const { accountCall } = await import("../account/session-runtime.ts");
        answer = await accountCall("/api/review/create", { method: "POST", body: { review } });
      }
      if (answer.code === 200) setSent({ verified: answer.result.verified_purchase });
      else setError(t(`err_${errorCode(answer)}`, { defaultValue: t("err_UNKNOWN") }));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <p className="rv-sent" role="status">
        {t("sent")} {sent.verified ? t("sentVerified") : null}
      </p>
    );
  }
  const err = (name: keyof Problems) =>
    problems[name] ? (
      <p id={`${id}-${name}-error`} className="field-error">
        {problems[name]}
      </p>
    ) : null;
  const invalid = (name: keyof Problems) => (problems[name] ? { "aria-invalid": true as const, "aria-describedby": `${id}-${name}-error` } : {});
  return (
    <form ref={form} className="rv-form" noValidate onSubmit={submit} onInput={guest ? () => void bot.start() : undefined} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t("formTitle")}</h3>
      <fieldset className="rv-rating" {...(problems.rating ? { "aria-describedby": `${id}-rating-error` } : {})}>
        <legend>{t("ratingLabel")}</legend>
        {[1, 2, 3, 4, 5].map((r) => (
          <label key={r}>
            <input
              type="radio"
              name="rating"
              value={r}
              checked={rating === r}
              onChange={() => setRating(r)}
              aria-invalid={problems.rating ? true : undefined}
            />
            <span>{t("ratingOption", { rating: r })}</span>
          </label>
        ))}
        {err("rating")}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-t`}>{t("titleLabel")}</label>
        <input id={`${id}-t`} value={title} maxLength={120} onChange={(e) => setTitle(e.currentTarget.value)} {...invalid("title")} />
        {err("title")}
      </div>
      <div className="field">
        <label htmlFor={`${id}-d`}>{t("detailLabel")}</label>
        <textarea id={`${id}-d`} value={detail} rows={5} maxLength={5000} onChange={(e) => setDetail(e.currentTarget.value)} {...invalid("detail")} />
        {err("detail")}
      </div>
      <div className="field">
        <label htmlFor={`${id}-n`}>{t("nicknameLabel")}</label>
        <input
          id={`${id}-n`}
          value={nickname}
          maxLength={60}
          autoComplete="nickname"
          onChange={(e) => setNickname(e.currentTarget.value)}
          {...invalid("nickname")}
        />
        {err("nickname")}
      </div>
      {guest ? (
        <div className="field">
          <label htmlFor={`${id}-e`}>{t("emailLabel")}</label>
          <input
            id={`${id}-e`}
            type="email"
            value={email}
            autoComplete="email"
            maxLength={254}
            onChange={(e) => setEmail(e.currentTarget.value)}
            {...invalid("email")}
          />
          <p className="field-hint">{t("emailHint")}</p>
          {err("email")}
        </div>
      ) : null}
      <label className="rv-check">
        <input type="checkbox" checked={recommend} onChange={(e) => setRecommend(e.currentTarget.checked)} /> {t("recommendLabel")}
      </label>
      {guest ? <BotCheckStatus state={bot.state} /> : null}
      <p className="field-hint">{t("moderationNote")}</p>
      {error ? (
        <p className="form-message form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="primary" aria-busy={busy} disabled={busy}>
        {t("submit")}
      </button>
    </form>
  );
}
