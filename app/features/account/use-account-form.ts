/**
 * The state every account form keeps: its values, a problem per field (cleared as the field is edited), the
 * form-level error and the busy flag; and the field focused when a form opens.
 */
import { useEffect, useRef, useState } from "react";
import { type Problem, type Problems, withoutProblem } from "./validate.ts";

export function useAccountForm<V extends Record<string, string>, F extends string = Extract<keyof V, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems<F>>({});
  const { error, setError, busy, setBusy, form } = useFormStatus();
  const set = (field: Extract<keyof V, string>) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => withoutProblem(p, field));
  };
  const bind = binder<Extract<keyof V, string>>(values, problems, set);
  return { values, setValues, problems, setProblems, error, setError, busy, setBusy, form, set, bind };
}

/** What ties a field to the form: its name, its value, how it is edited and its problem (spread onto a Field). */
export type Bind<F extends string> = (field: F) => { name: string; value: string; onValue: (value: string) => void; problem: Problem | undefined };

export function binder<F extends string>(values: Record<F, string>, problems: Problems<string>, set: (field: F) => (value: string) => void): Bind<F> {
  return (field) => ({ name: field, value: values[field], onValue: set(field), problem: problems[field] });
}

/** The form-level error, the busy flag and the form element (to focus its first invalid field). */
export function useFormStatus() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  return { error, setError, busy, setBusy, form };
}

/** The input to focus once the form has opened (pass it as the first field's ref). */
export function useFocusOnOpen() {
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => void requestAnimationFrame(() => first.current?.focus()), []);
  return first;
}
