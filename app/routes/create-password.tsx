/** /create-password?email=…&token=… (the password-reset e-mail's link). */
import type { Route } from "./+types/create-password";
import { accountMeta } from "../features/account/account-meta.ts";
import { CreatePasswordPage } from "../features/account/CreatePasswordPage.tsx";

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "createPasswordHeading");

export default function CreatePassword() {
  return <CreatePasswordPage />;
}
