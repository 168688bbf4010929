import type { CmsPageContent } from "./types.ts";

const page: CmsPageContent = {
  identifier: "dostawa",
  title: "Dostawa",
  metaTitle: "Dostawa i koszty wysyłki – darmowa dostawa od 199 zł | sklep Kiosk",
  metaDescription:
    "Sposoby i koszty dostawy w sklepie Kiosk: Kurier InPost, Paczkomat InPost, ORLEN Paczka, list polecony Poczty Polskiej, kurier za pobraniem. Darmowa dostawa od 199 zł, wysyłka tego samego dnia.",
  metaKeywords: "dostawa, koszty dostawy, wysyłka, darmowa dostawa, Paczkomat InPost, Kurier InPost, ORLEN Paczka, Poczta Polska, za pobraniem, Kiosk",
  contentHeading: "Dostawa i koszty wysyłki",
  content: `
<h2>Sposoby i koszty dostawy</h2>
<p>Wszystkie ceny zawierają podatek VAT. Koszt dostawy widzisz w Koszyku i w podsumowaniu zamówienia, zanim klikniesz „Zamawiam z obowiązkiem zapłaty”.</p>
<table>
  <thead>
    <tr><th>Sposób dostawy</th><th>Czas doręczenia od wysyłki</th><th>Koszt (brutto)</th></tr>
  </thead>
  <tbody>
    <tr><td>Kurier InPost</td><td>1–2 dni robocze</td><td>14,99 zł</td></tr>
    <tr><td>Paczkomat InPost</td><td>1–2 dni robocze</td><td>12,99 zł</td></tr>
    <tr><td>ORLEN Paczka</td><td>2–3 dni robocze</td><td>9,99 zł</td></tr>
    <tr><td>Poczta Polska – list polecony (tylko czasopisma)</td><td>2–4 dni robocze</td><td>7,50 zł</td></tr>
    <tr><td>Kurier za pobraniem (płatność przy odbiorze)</td><td>1–2 dni robocze</td><td>19,99 zł</td></tr>
    <tr><td>E-booki i wydania PDF – bez dostawy fizycznej</td><td>od razu po zaksięgowaniu płatności</td><td>0 zł</td></tr>
  </tbody>
</table>
<p>List polecony Poczty Polskiej jest dostępny dla zamówień zawierających wyłącznie czasopisma, o łącznej wadze do 1 kg.</p>

<h2>Darmowa dostawa od 199 zł</h2>
<p>Jeżeli wartość produktów fizycznych w zamówieniu (po uwzględnieniu rabatów) wynosi co najmniej <strong>199 zł</strong>, dostawa jest <strong>bezpłatna</strong> – dotyczy to wszystkich sposobów dostawy z przedpłatą: Kuriera InPost, Paczkomatu InPost, ORLEN Paczki i listu poleconego. Darmowa dostawa nie obejmuje przesyłki za pobraniem. Do progu nie wliczają się e-booki, wydania PDF ani prenumeraty, które mają własne zasady dostawy.</p>

<h2>Kiedy wyślemy Twoje zamówienie</h2>
<ul>
  <li><strong>Wysyłka tego samego dnia:</strong> zamówienia opłacone w dniu roboczym do godz. 12:00 (a przy płatności przy odbiorze – złożone do godz. 12:00), zawierające wyłącznie produkty oznaczone jako dostępne od ręki, wysyłamy jeszcze tego samego dnia. Zamówienia opłacone później wysyłamy w następnym dniu roboczym.</li>
  <li>Dni robocze to dni od poniedziałku do piątku, z wyjątkiem dni ustawowo wolnych od pracy.</li>
  <li>Jeśli w zamówieniu są produkty o różnym terminie dostępności, wysyłamy je w jednej paczce, gdy skompletujemy całość – termin wysyłki widzisz na stronie każdego produktu i w Koszyku.</li>
  <li>Produkty w przedsprzedaży wysyłamy niezwłocznie po dniu premiery.</li>
  <li>Fotoksiążki CEWE wysyłamy bezpośrednio z zakładu produkcyjnego po 3–5 dniach roboczych produkcji.</li>
</ul>

<h2>Prenumeraty i kolekcje</h2>
<p>Kolejne wydania prenumeraty i części kolekcji wysyłamy <strong>zgodnie z harmonogramem wydawcy</strong> – najpóźniej w ciągu 2 dni roboczych od dnia ukazania się wydania w sprzedaży. Koszt dostawy prenumeraty jest wliczony w jej cenę. Harmonogram przesyłek znajdziesz w zakładce <em>Moje konto → Prenumeraty</em>, a szczegółowe zasady – w <a href="/regulamin-prenumeraty">Regulaminie prenumeraty</a>.</p>

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
