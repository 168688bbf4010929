/**
 * A product's images in the back office (docs/api.md §18.3): upload (JPEG, PNG, WebP, AVIF) with its alt text, move
 * earlier or later (the first is the product's main image), change the alt text, remove. Shown through the shop's
 * own resizing route; every change through /api/admin with the session's CSRF token.
 */
import { useState } from "react";
import { ADMIN_ERRORS } from "./messages.ts";
import { adminCall } from "./api.ts";
import { Result, type ResultState, useRefresh } from "./ui.tsx";

export interface MediaItem {
  id: number;
  file: string;
  label: string | null;
  position: number;
}

export function ProductMedia({
  productId,
  productName,
  items,
  csrf,
  mayWrite,
}: {
  productId: number;
  productName: string;
  items: MediaItem[];
  csrf: string;
  mayWrite: boolean;
}) {
  const refresh = useRefresh();
  const [state, setState] = useState<ResultState>({ kind: "idle" });
  const [busy, setBusy] = useState(false);

  async function act(run: () => Promise<{ ok: boolean; message?: string }>, done: string) {
    setBusy(true);
    const answer = await run();
    setBusy(false);
    setState(answer.ok ? { kind: "done", text: done } : { kind: "error", text: answer.message ?? ADMIN_ERRORS.INTERNAL_ERROR! });
    if (answer.ok) await refresh();
    return answer.ok;
  }

  async function upload(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const f = new FormData(form);
    const file = f.get("image");
    if (!(file instanceof File) || file.size === 0) {
      setState({ kind: "error", text: "Wybierz plik z obrazem." });
      return;
    }
    const alt = String(f.get("alt") ?? "").trim();
    const ok = await act(async () => {
      try {
        const res = await fetch(`/api/admin/products/${productId}/media?alt=${encodeURIComponent(alt)}`, {
          method: "POST",
          credentials: "same-origin",
          headers: { "content-type": file.type || "application/octet-stream", "x-csrf-token": csrf },
          body: file,
        });
        if (res.ok) return { ok: true };
        const code = ((await res.json().catch(() => null)) as { result?: { error?: string } } | null)?.result?.error;
        return {
          ok: false,
          message:
            res.status === 415
              ? "Obsługiwane są obrazy JPEG, PNG, WebP i AVIF."
              : res.status === 413
                ? "Plik jest za duży."
                : (ADMIN_ERRORS[code ?? ""] ?? undefined),
        };
      } catch {
        return { ok: false, message: ADMIN_ERRORS.NETWORK };
      }
    }, "Dodano zdjęcie.");
    if (ok) form.reset();
  }

  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((m) => m.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    return act(() => adminCall("POST", `/products/${productId}/media/order`, csrf, { ids }), "Zmieniono kolejność zdjęć.");
  };

  return (
    <section className="adm-card" aria-labelledby="media-h">
      <h2 id="media-h">Zdjęcia</h2>
      {/* only once there is something to say: the product form above keeps the page's one idle status region */}
      {state.kind === "idle" ? null : <Result state={state} />}
      {items.length === 0 ? <p>Produkt nie ma jeszcze zdjęć.</p> : null}
      <ol style={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "0.75rem" }}>
        {items.map((m, i) => (
          <li key={m.id} style={{ display: "flex", gap: "1rem", alignItems: "flex-start", flexWrap: "wrap" }}>
            <img
              src={`/img/150/150/${m.file.replace(/^\/+/, "")}`}
              alt={m.label ?? productName}
              width={150}
              height={150}
              style={{ objectFit: "contain", background: "#fff" }}
            />
            <form
              key={`${m.id}:${m.label}`}
              onSubmit={(e) => {
                e.preventDefault();
                const label = String(new FormData(e.currentTarget).get("label") ?? "").trim();
                void act(() => adminCall("PATCH", `/products/${productId}/media/${m.id}`, csrf, { label: label || null }), "Zapisano tekst alternatywny.");
              }}
            >
              <fieldset disabled={!mayWrite || busy} style={{ border: 0, padding: 0, margin: 0 }}>
                <legend className="adm-visually-hidden">Zdjęcie {i + 1}</legend>
                <label htmlFor={`m-alt-${m.id}`}>Tekst alternatywny zdjęcia {i + 1}</label>
                <input id={`m-alt-${m.id}`} name="label" defaultValue={m.label ?? ""} maxLength={255} placeholder={productName} />
                <small>{i === 0 ? "Zdjęcie główne." : `Pozycja ${i + 1}.`}</small>
                <div className="adm-actions">
                  <button type="submit" className="secondary">
                    Ustaw tekst
                  </button>
                  <button type="button" className="secondary" disabled={i === 0} onClick={() => void move(i, -1)} aria-label={`Zdjęcie ${i + 1}: wcześniej`}>
                    ↑
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    disabled={i === items.length - 1}
                    onClick={() => void move(i, 1)}
                    aria-label={`Zdjęcie ${i + 1}: później`}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="danger"
                    onClick={() => void act(() => adminCall("DELETE", `/products/${productId}/media/${m.id}`, csrf), "Usunięto zdjęcie.")}
                    aria-label={`Usuń zdjęcie ${i + 1}`}
                  >
                    Usuń
                  </button>
                </div>
              </fieldset>
            </form>
          </li>
        ))}
      </ol>
      {mayWrite ? (
        <form onSubmit={upload} style={{ marginTop: "1rem" }}>
          <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className="adm-visually-hidden">Nowe zdjęcie</legend>
            <div className="adm-form">
              <div>
                <label htmlFor="m-file">Nowe zdjęcie (JPEG, PNG, WebP, AVIF)</label>
                <input id="m-file" name="image" type="file" accept="image/jpeg,image/png,image/webp,image/avif" required />
              </div>
              <div>
                <label htmlFor="m-alt">Tekst alternatywny</label>
                <input id="m-alt" name="alt" maxLength={255} placeholder={productName} />
              </div>
            </div>
            <div className="adm-actions">
              <button type="submit">Dodaj zdjęcie</button>
            </div>
          </fieldset>
        </form>
      ) : null}
    </section>
  );
}
