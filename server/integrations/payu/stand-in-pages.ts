/**
 * The PayU stand-in's browser side (stand-in.ts): the hosted payment page, the 3-D Secure page, the card form that
 * runs in an iframe on the stand-in's origin, and a small facade of PayU's browser SDK (docs/polish-rules.md §1.5:
 * `PayU(posId).secureForms({lang}).add('card', {style}).render(selector)`, `.on('ready'|'change'|'focus'|'blur')`,
 * `payu.tokenize('SINGLE'|'MULTI')`). The SDK and the iframe talk by postMessage and check each other's origin, so
 * the card number stays on the stand-in's origin, as with PayU's Secure Form. Pages are Polish, labelled, keyboard
 * usable and fit a 375 px screen.
 */
import type { WirePayByLink } from "./protocol.ts";
import type { PayuStandInOrder } from "./stand-in.ts";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const pln = (grosze: number) => new Intl.NumberFormat("pl-PL", { style: "currency", currency: "PLN" }).format(grosze / 100);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f5f7}
main{max-width:40rem;margin:0 auto;padding:1rem}
.card{background:#fff;border:1px solid #c9ccd1;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
.badge{display:inline-block;font-size:.8rem;background:#1a1a1a;color:#fff;border-radius:4px;padding:.1rem .4rem;vertical-align:middle}
.amount{font-size:1.25rem}
fieldset{border:0;padding:0;margin:1rem 0}
legend{font-weight:600;margin-bottom:.5rem}
.methods{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(9.5rem,1fr));gap:.5rem}
.methods label{display:flex;gap:.5rem;align-items:center;min-height:2.75rem;padding:.5rem;border:1px solid #6b7078;border-radius:6px;background:#fff;cursor:pointer}
.methods input{width:1.25rem;height:1.25rem;flex:none}
.methods label:has(input:checked){border:2px solid #1d5e10;background:#eef7ea}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button{font:inherit;min-height:2.75rem;padding:.5rem 1.25rem;border-radius:6px;cursor:pointer;border:2px solid #1d5e10}
button.primary{background:#1d5e10;color:#fff}
button.secondary{background:#fff;color:#1a1a1a;border-color:#4a4f57}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.alert{color:#a10e0e;font-weight:600}
.note{font-size:.875rem;color:#454a52}
a{color:#0b4fb3}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · PayU (stand-in)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
<p class="note">To jest lokalny zastępnik PayU (stand-in) do testów: żadne pieniądze nie są pobierane.</p>
</main>
</body>
</html>`;
}

export function simplePage(title: string, message: string): string {
  return layout(title, `<h1>${esc(title)}</h1><div class="card"><p>${esc(message)}</p></div>`);
}

function orderSummary(order: PayuStandInOrder): string {
  return `<div class="card">
<p>Sprzedawca: Kiosk <span class="badge">PayU stand-in</span></p>
<p>Zamówienie: <strong>${esc(order.description)}</strong></p>
<p class="amount">Do zapłaty: <strong>${esc(pln(order.totalAmount))}</strong></p>
</div>`;
}

/** PayU's page for a pay-by-link or PAYMENT_WALL order: the bank list (or the preselected method), "Zapłać", "Anuluj". */
export function hostedPaymentPage(order: PayuStandInOrder, methods: readonly WirePayByLink[], error?: string): string {
  if (order.status === "COMPLETED" || order.status === "CANCELED") {
    const done = order.status === "COMPLETED";
    const back = order.continueUrl ? `<p><a href="${esc(order.continueUrl)}">Wróć do sklepu</a></p>` : "";
    return layout(
      "Płatność",
      `<h1>${done ? "Płatność przyjęta" : "Płatność anulowana"}</h1>${orderSummary(order)}<div class="card"><p>${done ? "Ta płatność została już opłacona." : "Ta płatność została anulowana."}</p>${back}</div>`,
    );
  }
  const preselected = order.payMethod?.value ? methods.find((m) => m.value === order.payMethod?.value) : undefined;
  const choice = preselected
    ? `<p>Metoda płatności: <strong>${esc(preselected.name)}</strong></p>`
    : `<fieldset>
<legend>Wybierz bank lub metodę płatności</legend>
<ul class="methods">
${methods
  .filter((m) => (m.minAmount == null || order.totalAmount >= Number(m.minAmount)) && (m.maxAmount == null || order.totalAmount <= Number(m.maxAmount)))
  .map((m) => `<li><label><input type="radio" name="method" value="${esc(m.value)}" required> <span>${esc(m.name)}</span></label></li>`)
  .join("\n")}
</ul>
</fieldset>`;
  return layout(
    "Płatność",
    `<h1>Płatność PayU</h1>
${orderSummary(order)}
<form class="card" method="post" action="/pay/${esc(order.orderId)}">
${error ? `<p class="alert" role="alert">${esc(error)}</p>` : ""}
${choice}
<div class="actions">
<button type="submit" class="primary" name="action" value="pay">Zapłać ${esc(pln(order.totalAmount))}</button>
<button type="submit" class="secondary" name="action" value="cancel" formnovalidate>Anuluj</button>
</div>
</form>`,
  );
}

/** The card issuer's 3-D Secure step: "Zatwierdź" completes the payment, "Odrzuć" cancels it. */
export function threeDsPage(order: PayuStandInOrder): string {
  if (order.status === "COMPLETED" || order.status === "CANCELED") return hostedPaymentPage(order, []);
  return layout(
    "3-D Secure",
    `<h1>Potwierdź płatność kartą (3-D Secure)</h1>
${orderSummary(order)}
<form class="card" method="post" action="/3ds/${esc(order.orderId)}">
<p>Bank prosi o potwierdzenie tej płatności.</p>
<div class="actions">
<button type="submit" class="primary" name="decision" value="approve">Zatwierdź</button>
<button type="submit" class="secondary" name="decision" value="reject">Odrzuć</button>
</div>
</form>`,
  );
}

/**
 * The card form shown in the SDK's iframe (`/front/card-form?posId&lang&origin&id`). It validates (Luhn, expiry,
 * CVV), reports `change` to the parent page, and on the parent's `tokenize` message posts the card to the
 * stand-in's own `/front/tokens` and answers with PayU's tokenize result. Messages go only to `origin` and are
 * accepted only from it.
 */
export function cardFormPage(): string {
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Formularz karty · PayU (stand-in)</title>
<style>
*{box-sizing:border-box}
html,body{margin:0;background:transparent}
body{font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a}
form{max-width:420px;padding:2px}
.field{margin:0 0 .75rem}
.row{display:flex;gap:.75rem}
.row .field{flex:1;min-width:0}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{font:inherit;width:100%;min-height:2.75rem;padding:.5rem .75rem;border:1px solid #6b7078;border-radius:6px;background:#fff;color:#1a1a1a}
input:focus-visible{outline:3px solid #0b57d0;outline-offset:1px}
input[aria-invalid=true]{border:2px solid #a10e0e}
.error{color:#a10e0e;font-size:.875rem;margin:.25rem 0 0;min-height:1.2em}
.brand{font-size:.875rem;color:#454a52;margin:.25rem 0 0;min-height:1.2em}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
</style>
</head>
<body>
<main>
<h1 class="sr-only" data-t="title"></h1>
<form id="card" novalidate autocomplete="on">
<div class="field">
<label for="number" data-t="number"></label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" aria-describedby="number-error number-brand" aria-invalid="false">
<p id="number-brand" class="brand" aria-live="polite"></p>
<p id="number-error" class="error" aria-live="polite"></p>
</div>
<div class="row">
<div class="field">
<label for="date" data-t="date"></label>
<input id="date" name="date" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/RR" maxlength="5" aria-describedby="date-error" aria-invalid="false">
<p id="date-error" class="error" aria-live="polite"></p>
</div>
<div class="field">
<label for="cvv" data-t="cvv"></label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="3" aria-describedby="cvv-error" aria-invalid="false">
<p id="cvv-error" class="error" aria-live="polite"></p>
</div>
</div>
</form>
</main>
<script>
(function () {
  var q = new URLSearchParams(location.search);
  var parentOrigin = q.get("origin");
  var posId = q.get("posId") || "";
  var id = q.get("id") || "";
  var T = {
    pl: { title: "Dane karty płatniczej", number: "Numer karty", date: "Data ważności (MM/RR)", cvv: "Kod CVV", numberBad: "Wpisz poprawny numer karty.", dateBad: "Wpisz poprawną datę ważności (MM/RR).", dateOld: "Karta straciła ważność.", cvvBad: "Kod CVV to 3 cyfry z odwrotu karty.", failed: "Nie udało się zapisać karty. Spróbuj ponownie." },
    en: { title: "Payment card details", number: "Card number", date: "Expiry date (MM/YY)", cvv: "CVV code", numberBad: "Enter a valid card number.", dateBad: "Enter a valid expiry date (MM/YY).", dateOld: "The card has expired.", cvvBad: "The CVV is the 3 digits on the back of the card.", failed: "The card could not be saved. Try again." }
  };
  var lang = q.get("lang") === "en" ? "en" : "pl";
  var t = T[lang];
  document.documentElement.lang = lang;
  document.querySelectorAll("[data-t]").forEach(function (el) { el.textContent = t[el.getAttribute("data-t")]; });
  var number = document.getElementById("number"), date = document.getElementById("date"), cvv = document.getElementById("cvv");

  function post(msg) { if (!parentOrigin || parent === window) return; msg.payuStandIn = id; parent.postMessage(msg, parentOrigin); }
  function digits(s) { return s.replace(/\\D/g, ""); }
  function luhn(n) {
    if (!/^\\d{12,19}$/.test(n)) return false;
    var sum = 0;
    for (var i = 0; i < n.length; i++) { var d = +n[n.length - 1 - i]; if (i % 2) { d *= 2; if (d > 9) d -= 9; } sum += d; }
    return sum % 10 === 0;
  }
  function brand(n) {
    if (/^4/.test(n)) return "visa";
    if (/^(5[1-5]|2[2-7])/.test(n)) return "mastercard";
    if (/^(50|5[6-9]|6)/.test(n)) return "maestro";
    return null;
  }
  function check(field) {
    var v = field.value;
    if (field === number) return luhn(digits(v)) ? null : t.numberBad;
    if (field === date) {
      var m = /^(\\d{2})\\s*\\/\\s*(\\d{2})$/.exec(v);
      if (!m || +m[1] < 1 || +m[1] > 12) return t.dateBad;
      var now = new Date();
      return (2000 + +m[2]) * 12 + +m[1] < now.getFullYear() * 12 + now.getMonth() + 1 ? t.dateOld : null;
    }
    return /^\\d{3}$/.test(v) ? null : t.cvvBad;
  }
  function show(field, message) {
    field.setAttribute("aria-invalid", message ? "true" : "false");
    document.getElementById(field.id + "-error").textContent = message || "";
  }
  function state() {
    var n = digits(number.value);
    var errors = [number, date, cvv].filter(function (f) { return check(f); }).map(function (f) { return f.id; });
    return { brand: brand(n), empty: !number.value && !date.value && !cvv.value, error: errors.length > 0, errors: errors };
  }
  number.addEventListener("input", function () {
    var n = digits(number.value).slice(0, 19);
    number.value = n.replace(/(\\d{4})(?=\\d)/g, "$1 ");
    var b = brand(n);
    document.getElementById("number-brand").textContent = b ? b.charAt(0).toUpperCase() + b.slice(1) : "";
  });
  date.addEventListener("input", function (e) {
    var d = digits(date.value).slice(0, 4);
    date.value = d.length > 2 || (d.length === 2 && e.inputType !== "deleteContentBackward") ? d.slice(0, 2) + "/" + d.slice(2) : d;
  });
  cvv.addEventListener("input", function () { cvv.value = digits(cvv.value).slice(0, 3); });
  [number, date, cvv].forEach(function (f) {
    f.addEventListener("input", function () { if (f.getAttribute("aria-invalid") === "true") show(f, check(f)); post({ type: "change", body: state() }); });
    f.addEventListener("blur", function () { if (f.value) show(f, check(f)); post({ type: "blur" }); });
    f.addEventListener("focus", function () { post({ type: "focus" }); });
  });

  function tokenize(msg) {
    var bad = [number, date, cvv].map(function (f) { var m = check(f); show(f, m); return m ? { type: "validation", code: "error.validation." + f.id, message: m, source: f.id } : null; }).filter(Boolean);
    function answer(result) { post({ type: "tokenized", requestId: msg.requestId, result: result }); }
    if (bad.length) { answer({ status: "ERROR", error: { messages: bad } }); return; }
    var exp = /^(\\d{2})\\s*\\/\\s*(\\d{2})$/.exec(date.value);
    fetch("/front/tokens", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ posId: posId, number: digits(number.value), expirationMonth: exp[1], expirationYear: "20" + exp[2], cvv: cvv.value, type: msg.tokenType })
    }).then(function (r) { return r.json(); }).then(function (result) {
      if (result.status !== "SUCCESS") (result.error && result.error.messages || []).forEach(function (m) { var f = document.getElementById(m.source); if (f) show(f, m.message); });
      answer(result);
    }, function () { answer({ status: "ERROR", error: { messages: [{ type: "technical", code: "error.tokenization", message: t.failed }] } }); });
  }

  window.addEventListener("message", function (e) {
    if (e.origin !== parentOrigin || e.source !== parent) return;
    var d = e.data;
    if (!d || d.payuStandIn !== id) return;
    if (d.type === "tokenize") tokenize(d);
    if (d.type === "clear") { [number, date, cvv].forEach(function (f) { f.value = ""; show(f, null); }); post({ type: "change", body: state() }); }
    if (d.type === "focus") number.focus();
  });
  function resize() { post({ type: "resize", height: document.querySelector("main").scrollHeight + 4 }); }
  if (window.ResizeObserver) new ResizeObserver(resize).observe(document.body);
  post({ type: "ready" });
  resize();
})();
</script>
</body>
</html>`;
}

/** The SDK facade served at /javascript/sdk; `origin` is the stand-in's origin as the browser reached it. */
export function sdkScript(origin: string): string {
  return `/* PayU browser SDK facade of the Kiosk PayU stand-in (test cards only). */
(function () {
  "use strict";
  var ORIGIN = ${JSON.stringify(origin)};
  function error(code, message) { return { status: "ERROR", error: { messages: [{ type: "technical", code: code, message: message }] } }; }

  function CardForm(payu, lang, options) {
    var self = this;
    this.payu = payu; this.lang = lang; this.options = options || {};
    this.handlers = {}; this.frame = null; this.pending = {}; this.seq = 0; this.ready = false;
    this.id = Math.random().toString(36).slice(2) + Date.now().toString(36);
    this.listener = function (e) {
      if (e.origin !== ORIGIN || !self.frame || e.source !== self.frame.contentWindow) return;
      var d = e.data;
      if (!d || d.payuStandIn !== self.id) return;
      if (d.type === "ready") { self.ready = true; self.emit("ready"); }
      else if (d.type === "change") self.emit("change", d.body);
      else if (d.type === "focus" || d.type === "blur") self.emit(d.type);
      else if (d.type === "resize" && typeof d.height === "number") self.frame.style.height = Math.ceil(d.height) + "px";
      else if (d.type === "tokenized") { var done = self.pending[d.requestId]; if (done) { delete self.pending[d.requestId]; done(d.result); } }
    };
    window.addEventListener("message", this.listener);
  }
  CardForm.prototype.render = function (selector) {
    var host = typeof selector === "string" ? document.querySelector(selector) : selector;
    if (!host) throw new Error("PayU: no element matches " + selector);
    var frame = document.createElement("iframe");
    frame.src = ORIGIN + "/front/card-form?" + new URLSearchParams({ posId: this.payu.posId, lang: this.lang, origin: location.origin, id: this.id }).toString();
    frame.title = this.lang === "en" ? "Card payment form" : "Formularz karty płatniczej";
    frame.setAttribute("scrolling", "no");
    frame.style.cssText = "display:block;width:100%;max-width:420px;height:240px;border:0;overflow:hidden";
    host.appendChild(frame);
    this.frame = frame;
    return this;
  };
  CardForm.prototype.on = function (event, fn) { (this.handlers[event] = this.handlers[event] || []).push(fn); return this; };
  CardForm.prototype.emit = function (event, body) { (this.handlers[event] || []).forEach(function (fn) { try { fn(body); } catch (e) { setTimeout(function () { throw e; }); } }); };
  CardForm.prototype.send = function (msg) { if (this.frame && this.frame.contentWindow) { msg.payuStandIn = this.id; this.frame.contentWindow.postMessage(msg, ORIGIN); } };
  CardForm.prototype.clear = function () { this.send({ type: "clear" }); return this; };
  CardForm.prototype.focus = function () { this.send({ type: "focus" }); return this; };
  CardForm.prototype.remove = function () { window.removeEventListener("message", this.listener); if (this.frame) this.frame.remove(); this.frame = null; this.ready = false; };
  CardForm.prototype.tokenize = function (type) {
    var self = this;
    if (!this.frame || !this.ready) return Promise.resolve(error("error.tokenization", "Formularz karty nie jest gotowy."));
    var requestId = ++this.seq;
    return new Promise(function (resolve) {
      self.pending[requestId] = resolve;
      self.send({ type: "tokenize", requestId: requestId, tokenType: type === "MULTI" || type === "SINGLE_LONGTERM" ? type : "SINGLE" });
    });
  };

  function PayU(posId, options) {
    if (!(this instanceof PayU)) return new PayU(posId, options);
    this.posId = String(posId); this.options = options || {}; this.forms = [];
  }
  PayU.prototype.secureForms = function (options) {
    var payu = this, lang = (options && options.lang) || "pl";
    return {
      add: function (type, opts) {
        if (type !== "card") throw new Error("PayU stand-in: only the 'card' form is available");
        var form = new CardForm(payu, (opts && opts.lang) || lang, opts);
        payu.forms.push(form);
        return form;
      }
    };
  };
  PayU.prototype.tokenize = function (type) {
    var form = this.forms.filter(function (f) { return f.frame; })[0];
    return form ? form.tokenize(type) : Promise.resolve(error("error.tokenization", "Brak formularza karty."));
  };
  PayU.prototype.extractRefReqId = function (url) { var m = /[?&]refReqId=([^&]+)/.exec(url || ""); return m ? decodeURIComponent(m[1]) : null; };
  PayU.prototype.sendCvv = function () { return Promise.resolve(error("error.not.supported", "sendCvv is not supported by the stand-in")); };
  window.PayU = PayU;
})();
`;
}
