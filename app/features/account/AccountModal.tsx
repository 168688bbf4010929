/**
 * The login panel: a modal with the login, registration or password-reset form (docs/storefront.md §2),
 * loaded when it is first opened. The header's account button, a failed authentication (the sign-up form)
 * and the create-password page open it through openAuthModal.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import { Modal } from "../../components/Modal.tsx";
import { usePanels } from "../../components/panel-state.tsx";
import { authModalMode, type AuthMode } from "./auth-modal.ts";
import { LoginForm } from "./LoginForm.tsx";
import { RegisterForm } from "./RegisterForm.tsx";
import { ResetForm } from "./ResetForm.tsx";
import "./account.css";

const TITLES: Record<AuthMode, string> = { login: "loginTitle", register: "registerTitle", reset: "resetTitle" };

export function AccountModal() {
  const { t } = useTranslation("account");
  const { open, close } = usePanels();
  const isOpen = open === "login";
  const [mode, setMode] = useState<AuthMode>(authModalMode);
  useEffect(() => {
    if (isOpen) setMode(authModalMode());
  }, [isOpen]);
  return (
    <Modal open={isOpen} title={t(TITLES[mode])} onClose={close}>
      <div className="account-modal" key={mode}>
        {mode === "login" ? (
          <LoginForm onMode={setMode} onDone={close} />
        ) : mode === "register" ? (
          <RegisterForm onMode={setMode} onDone={close} />
        ) : (
          <ResetForm onMode={setMode} />
        )}
      </div>
    </Modal>
  );
}
