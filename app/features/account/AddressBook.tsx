/**
 * /my-account/shipping-details: the address book. Saving sends the whole book with the profile
 * (POST /api/user/me with addresses: ids update, no id creates, missing ones are deleted).
 */
import { useRef, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { useNotify } from "../../components/Toasts.tsx";
import { errorCode } from "./api.ts";
import { AccountPage } from "./AccountLayout.tsx";
import { draftOf, keepAddress, withAddress, type AddressDraft, type AddressField } from "./address-form-rules.ts";
import { AddressForm } from "./AddressForm.tsx";
import { apiErrorMessage } from "./errors.ts";
import { FormMessage } from "./Field.tsx";
import { updateProfile } from "./session-runtime.ts";
import { useSession } from "./session-store.ts";
import type { Address, Customer } from "./types.ts";
import type { Problems } from "./validate.ts";

/** Server field errors (details[].path like "customer.addresses.0.postcode") as the form's problems. */
function serverProblems(details: unknown): Problems<AddressField> {
  const out: Problems<AddressField> = {};
  for (const d of Array.isArray(details) ? details : []) {
    const path = String((d as { path?: unknown }).path ?? "");
    if (/postcode$/.test(path)) out.postcode = { key: "postcodeInvalid" };
    else if (/telephone$/.test(path)) out.telephone = { key: "phoneInvalid" };
    else if (/city$/.test(path)) out.city = { key: "cityInvalid" };
    else if (/street/.test(path)) out.street1 = { key: "fieldRequired" };
  }
  return out;
}

export function AddressBook() {
  const { t } = useTranslation("account");
  const user = useSession()?.user;
  if (!user) return <p className="account-empty">{t("loading")}</p>;
  return (
    <AccountPage title={t("navAddresses")}>
      <Book user={user} />
    </AccountPage>
  );
}

function Book({ user }: { user: Customer }) {
  const { t } = useTranslation("account");
  const notify = useNotify();
  const [editing, setEditing] = useState<AddressDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldProblems, setFieldProblems] = useState<Problems<AddressField>>();
  const addButton = useRef<HTMLButtonElement>(null);

  async function save(addresses: Address[]): Promise<boolean> {
    setBusy(true);
    setError(null);
    const answer = await updateProfile({ firstname: user.firstname, lastname: user.lastname, email: user.email, addresses });
    setBusy(false);
    if (answer.code === 200) {
      notify({ type: "success", message: t("profileUpdated") });
      return true;
    }
    const details = (answer.result as { details?: unknown }).details;
    if (errorCode(answer) === "VALIDATION_FAILED" && Object.keys(serverProblems(details)).length) setFieldProblems(serverProblems(details));
    else setError(apiErrorMessage(t, answer));
    return false;
  }

  return (
    <>
      <section className="account-section" aria-labelledby="addresses-heading">
        <h2 id="addresses-heading">{t("addressesHeading")}</h2>
        {user.addresses.length === 0 ? <p className="account-empty">{t("noAddresses")}</p> : null}
        <ul className="address-list">
          {user.addresses.map((a) => (
            <li key={a.id} className="address-card">
              <address>
                {a.firstname} {a.lastname}
                <br />
                {a.company ? (
                  <>
                    {a.company}
                    <br />
                  </>
                ) : null}
                {a.street.filter(Boolean).join(" / ")}
                <br />
                {a.postcode} {a.city}
                <br />
                {a.telephone}
              </address>
              <div className="badges">
                {a.default_shipping ? <span className="badge">{t("defaultShipping")}</span> : null}
                {a.default_billing ? <span className="badge">{t("defaultBilling")}</span> : null}
              </div>
              <div className="actions">
                <button
                  type="button"
                  className="button-secondary"
                  aria-label={`${t("edit")}: ${t("addressOf", { street: a.street[0] })}`}
                  onClick={() => setEditing(draftOf(a, user))}
                >
                  {t("edit")}
                </button>
                <button
                  type="button"
                  className="button-secondary"
                  aria-label={`${t("deleteAddress")}: ${t("addressOf", { street: a.street[0] })}`}
                  disabled={busy}
                  onClick={() => void save(user.addresses.filter((x) => x.id !== a.id).map(keepAddress)).then((ok) => ok && addButton.current?.focus())}
                >
                  {t("deleteAddress")}
                </button>
              </div>
            </li>
          ))}
        </ul>
        {editing ? null : (
          <button ref={addButton} type="button" className="primary" onClick={() => setEditing(draftOf(null, user))}>
            {t("addAddress")}
          </button>
        )}
        {editing ? null : <FormMessage error={error} />}
      </section>
      {editing ? (
        <section className="account-section">
          <AddressForm
            key={editing.id ?? "new"}
            initial={editing}
            busy={busy}
            error={error}
            serverProblems={fieldProblems}
            onCancel={() => setEditing(null)}
            onSave={(draft) =>
              void save(withAddress(user.addresses, draft)).then((ok) => {
                if (ok) setEditing(null);
              })
            }
          />
        </section>
      ) : null}
    </>
  );
}
