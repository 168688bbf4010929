/**
 * The payment method picker of the checkout's payment step and of /placepozniej (docs/storefront.md §2): the
 * methods as a radio group, and under the chosen online method what it asks for (PaymentDetails, loaded on
 * demand: the offline methods need none of it).
 */
import { Suspense } from "react";
import { lazyModule, Loaded } from "../../components/lazy.tsx";
import { useTranslation } from "../../i18n/react.tsx";
import { RadioGroup } from "../checkout/Inputs.tsx";
import { isOnlineMethod } from "./payment-codes.ts";
import type { PaymentDetailsProps } from "./PaymentDetails.tsx";

const details = lazyModule(() => import("./PaymentDetails.tsx"));
/** Starts loading the details (the payment step is open, or an online method is about to be chosen). */
export const preloadPaymentDetails = () => void details.load().catch(() => undefined);

export function PaymentPicker({
  legend,
  methods,
  value,
  error,
  onChange,
  detailsProps,
}: {
  legend: string;
  methods: { code: string; label: string }[];
  value: string;
  /** a message key of the checkout namespace */
  error?: string | undefined;
  onChange: (code: string) => void;
  detailsProps: Omit<PaymentDetailsProps, "code">;
}) {
  const { t } = useTranslation("payment");
  return (
    <RadioGroup
      legend={legend}
      name="paymentMethod"
      value={value}
      error={error}
      options={methods.map((m) => ({
        value: m.code,
        testId: `payment-${m.code}`,
        label: m.label,
        details: isOnlineMethod(m.code) ? (
          <Suspense
            fallback={
              <p className="payment-hint" role="status">
                {t("pblLoading")}
              </p>
            }
          >
            <Loaded module={details}>{(mod) => <mod.PaymentDetails code={m.code} {...detailsProps} />}</Loaded>
          </Suspense>
        ) : undefined,
      }))}
      onValue={onChange}
    />
  );
}
