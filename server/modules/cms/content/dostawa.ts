import type { CmsPageContent } from "./types.ts";

const page: CmsPageContent = {
  identifier: "dostawa",
  title: "Dostawa",
  metaTitle: "Dostawa i koszty wysyłki{{#free_delivery}} – darmowa dostawa od {{free_delivery_threshold}}{{/free_delivery}} | sklep Kiosk",
  metaDescription:
    "Sposoby i koszty dostawy w sklepie Kiosk: Kurier InPost, Paczkomat InPost, ORLEN Paczka, list polecony Poczty Polskiej, płatność przy odbiorze.{{#free_delivery}} Darmowa dostawa od {{free_delivery_threshold}},{{/free_delivery}} wysyłka tego samego dnia.",
  metaKeywords: "dostawa, koszty dostawy, wysyłka, darmowa dostawa, Paczkomat InPost, Kurier InPost, ORLEN Paczka, Poczta Polska, za pobraniem, Kiosk",
  contentHeading: "Dostawa i koszty wysyłki",
  // The prices, the threshold and the cut-off come from the delivery rules (domain/delivery-rules.ts) through the
  // placeholders of domain/terms-text.ts: the cart charges the same figures.
  content: `
<h2>Sposoby i koszty dostawy</h2>
<p>Wszystkie ceny zawierają podatek VAT. Koszt dostawy widzisz w Koszyku i w podsumowaniu zamówienia, zanim klikniesz „Zamawiam z obowiązkiem zapłaty”.</p>
{{delivery_table}}
<p>Przy płatności przy odbiorze do ceny dostawy doliczamy opłatę za pobranie: {{cod_fee}}. Płatność przy odbiorze jest dostępna przy dostawie: {{cod_carriers}}; nie obejmuje prenumerat, kolekcji ani e-booków.</p>

{{#free_delivery}}<h2>Darmowa dostawa od {{free_delivery_threshold}}</h2>
<p>Jeżeli wartość książek, czasopism i innych produktów fizycznych w zamówieniu (po uwzględnieniu rabatów) wynosi co najmniej <strong>{{free_delivery_threshold}}</strong>, dostawa jest <strong>bezpłatna</strong> – {{^free_delivery_cod}}przy każdym sposobie dostawy z przedpłatą. Darmowa dostawa nie obejmuje przesyłki za pobraniem.{{/free_delivery_cod}}{{#free_delivery_cod}}przy każdym sposobie dostawy, także za pobraniem (opłatę za pobranie doliczamy nadal).{{/free_delivery_cod}} Do progu nie wliczają się e-booki, wydania PDF ani prenumeraty, które mają własne zasady dostawy.</p>

{{/free_delivery}}<h2>Kiedy wyślemy Twoje zamówienie</h2>
<ul>
  <li><strong>Wysyłka tego samego dnia:</strong> zamówienia opłacone w dniu roboczym do godz. {{dispatch_cutoff}} (a przy płatności przy odbiorze – złożone do godz. {{dispatch_cutoff}}), zawierające wyłącznie produkty oznaczone jako dostępne od ręki, wysyłamy jeszcze tego samego dnia. Zamówienia opłacone później wysyłamy w następnym dniu roboczym.</li>
  <li>Dni robocze to dni od poniedziałku do piątku, z wyjątkiem dni ustawowo wolnych od pracy.</li>
  <li>Jeśli w zamówieniu są produkty o różnym terminie dostępności, wysyłamy je w jednej paczce, gdy skompletujemy całość – termin wysyłki widzisz na stronie każdego produktu i w Koszyku.</li>
  <li>Produkty w przedsprzedaży wysyłamy niezwłocznie po dniu premiery.</li>
  <li>Fotoksiążki CEWE wysyłamy bezpośrednio z zakładu produkcyjnego po 3–5 dniach roboczych produkcji.</li>
</ul>

<h2>Prenumeraty i kolekcje</h2>
<p>Kolejne wydania prenumeraty i części kolekcji wysyłamy <strong>zgodnie z harmonogramem wydawcy</strong> – najpóźniej w ciągu 2 dni roboczych od dnia ukazania się wydania w sprzedaży. {{#subscriptions_free}}Koszt dostawy prenumeraty i kolekcji jest wliczony w ich cenę – nie płacisz za nią osobno. {{/subscriptions_free}}Harmonogram przesyłek znajdziesz w zakładce <em>Moje konto → Prenumeraty</em>, a szczegółowe zasady – w <a href="/regulamin-prenumeraty">Regulaminie prenumeraty</a>.</p>

<h2>E-booki i wydania PDF</h2>
<p>Treści cyfrowe nie wymagają wysyłki. Po zaksięgowaniu płatności plik jest dostępny do pobrania w zakładce <em>Moje konto → E-booki i e-wydania</em>, a link wysyłamy także e-mailem. Warunkiem natychmiastowego udostępnienia pliku jest Twoja zgoda na rozpoczęcie dostarczania przed upływem terminu do odstąpienia od umowy – więcej na stronie <a href="/zwroty">Zwroty</a>.</p>

<h2>Dostawa wyłącznie na terenie Polski</h2>
<p>Produkty fizyczne wysyłamy wyłącznie na adresy w Polsce, w tym do Paczkomatów InPost i punktów ORLEN Paczka na terenie kraju. Nie realizujemy wysyłek zagranicznych.</p>

<h2>Odbiór przesyłki</h2>
<ul>
  <li>Gdy paczka zostanie nadana, otrzymasz e-mail z numerem przesyłki i linkiem do śledzenia.</li>
  <li>Przesyłka czeka w Paczkomacie InPost 48 godzin (czas odbioru można przedłużyć w aplikacji InPost), a w punkcie ORLEN Paczka i w placówce Poczty Polskiej – zgodnie z zasadami przewoźnika.</li>
  <li>Prosimy o sprawdzenie paczki przy odbiorze. Jeśli jest uszkodzona, spisz z kurierem protokół szkody – ułatwi to reklamację, choć nie jest jej warunkiem.</li>
  <li>Jeśli przesyłka wróci do nas nieodebrana, skontaktujemy się z Tobą, aby ustalić ponowną wysyłkę albo zwrot płatności.</li>
</ul>

<h2>VAT od kosztów dostawy</h2>
<p>Dostawa jest świadczeniem pomocniczym wobec sprzedaży towaru, dlatego jej koszt opodatkowujemy <strong>taką samą stawką VAT jak dostarczane produkty</strong> – np. 5% przy książkach i czasopismach, 23% przy odzieży. Jeśli w jednej przesyłce znajdują się produkty z różnymi stawkami, koszt dostawy dzielimy proporcjonalnie do ich wartości. Podział ten jest widoczny na paragonie lub fakturze.</p>
`,
};

export default page;
