import type { CmsPageContent } from "./types.ts";

const page: CmsPageContent = {
  identifier: "kontakt",
  title: "Kontakt",
  metaTitle: "Kontakt z obsługą klienta – sklep Kiosk",
  metaDescription:
    "Skontaktuj się ze sklepem Kiosk: telefon +48 22 123 45 67 (pn.–pt. 8:00–18:00), e-mail sklep@kiosk.example.pl, adresy działu prenumerat, reklamacji i współpracy, dane firmy.",
  metaKeywords: "kontakt, obsługa klienta, infolinia, reklamacje, prenumeraty, współpraca, Kiosk sp. z o.o., dane firmy",
  contentHeading: "Kontakt",
  content: `
<h2>Biuro Obsługi Klienta</h2>
<p>Chętnie pomożemy w sprawie zamówień, prenumerat, płatności i zwrotów. Jesteśmy do Twojej dyspozycji:</p>
<ul>
  <li>telefonicznie: <a href="tel:+48221234567">+48 22 123 45 67</a> – od poniedziałku do piątku w godz. 8:00–18:00, z wyjątkiem dni ustawowo wolnych od pracy (opłata zgodna z cennikiem Twojego operatora),</li>
  <li>e-mailem: <a href="mailto:sklep@kiosk.example.pl">sklep@kiosk.example.pl</a> – na wiadomości odpowiadamy zwykle w ciągu 1 dnia roboczego,</li>
  <li>listownie: na adres siedziby podany niżej.</li>
</ul>
<p>Jeśli Twoja sprawa dotyczy konkretnego zamówienia, podaj jego numer (znajdziesz go w e-mailu z potwierdzeniem oraz w zakładce <em>Moje konto → Zamówienia</em>) – dzięki temu odpowiemy szybciej. Ze względów bezpieczeństwa nigdy nie prosimy o podanie hasła do Konta ani pełnych danych karty płatniczej.</p>

<h2>Działy i adresy e-mail</h2>
<table>
  <thead>
    <tr><th>Dział</th><th>W jakich sprawach</th><th>Adres e-mail</th></tr>
  </thead>
  <tbody>
    <tr><td>Obsługa klienta</td><td>zamówienia, dostawy, płatności, faktury, zwroty, Konto</td><td><a href="mailto:sklep@kiosk.example.pl">sklep@kiosk.example.pl</a></td></tr>
    <tr><td>Prenumeraty</td><td>prenumeraty czasopism, kolekcje, płatności cykliczne, zmiana adresu dostawy prenumeraty</td><td><a href="mailto:prenumeraty@kiosk.example.pl">prenumeraty@kiosk.example.pl</a></td></tr>
    <tr><td>Reklamacje</td><td>uszkodzone lub niezgodne z zamówieniem produkty, brakujące wydania, wadliwe pliki, fotoksiążki</td><td><a href="mailto:reklamacje@kiosk.example.pl">reklamacje@kiosk.example.pl</a></td></tr>
    <tr><td>Współpraca</td><td>oferty wydawców i dostawców, współpraca reklamowa i afiliacyjna, sprzedaż hurtowa, media</td><td><a href="mailto:wspolpraca@kiosk.example.pl">wspolpraca@kiosk.example.pl</a></td></tr>
  </tbody>
</table>

<h2>Zanim napiszesz – najczęstsze sprawy</h2>
<p>Wiele spraw załatwisz samodzielnie, bez czekania na odpowiedź:</p>
<ul>
  <li><strong>Status zamówienia i numer przesyłki</strong> – w zakładce <em>Moje konto → Zamówienia</em> oraz w e-mailu wysyłanym w chwili nadania paczki.</li>
  <li><strong>Nieudana płatność</strong> – skorzystaj z przycisku „Zapłać teraz” w e-mailu z potwierdzeniem zamówienia albo w Koncie; masz na to 3 dni. Więcej na stronie <a href="/platnosci">Płatności</a>.</li>
  <li><strong>Rezygnacja z kolekcji lub zmiana karty</strong> – w zakładce <em>Moje konto → Prenumeraty</em>. Rezygnacja złożona najpóźniej dzień przed planowanym obciążeniem zatrzymuje kolejną płatność.</li>
  <li><strong>Brakujące wydanie prenumeraty</strong> – użyj przycisku „Zgłoś brak wydania” przy danej prenumeracie.</li>
  <li><strong>E-book lub wydanie PDF</strong> – pliki pobierzesz w każdej chwili z zakładki <em>Moje konto → E-booki i e-wydania</em>.</li>
  <li><strong>Koszty i terminy dostawy</strong> – zobacz stronę <a href="/dostawa">Dostawa</a>.</li>
</ul>
<p>Biblioteki, szkoły i firmy zainteresowane prenumeratą wielu tytułów lub zakupem większej liczby egzemplarzy prosimy o kontakt z działem prenumerat – przygotujemy indywidualną ofertę i zbiorczą fakturę.</p>

<h2>Reklamacje i zwroty</h2>
<p>Reklamacje przyjmujemy e-mailem na adres <a href="mailto:reklamacje@kiosk.example.pl">reklamacje@kiosk.example.pl</a>, przez formularz w Koncie lub listownie. Odpowiadamy w ciągu 14 dni od otrzymania reklamacji. Przesyłki reklamacyjne i zwroty kieruj na adres:</p>
<address>
Kiosk sp. z o.o. – Reklamacje i zwroty<br>
ul. Marszałkowska 84/92<br>
00-514 Warszawa
</address>
<p>Zasady odstąpienia od umowy i wzór formularza znajdziesz na stronie <a href="/zwroty">Zwroty</a>, a zasady reklamacji – w <a href="/regulamin">Regulaminie sklepu</a>.</p>

<h2>Ochrona danych osobowych</h2>
<p>W sprawach dotyczących Twoich danych osobowych skontaktuj się z naszym inspektorem ochrony danych: <a href="mailto:iod@kiosk.example.pl">iod@kiosk.example.pl</a>. Więcej informacji zawiera <a href="/polityka-prywatnosci">Polityka prywatności</a>.</p>

<h2>Dane sprzedawcy</h2>
<address>
<strong>Kiosk sp. z o.o.</strong><br>
ul. Marszałkowska 84/92<br>
00-514 Warszawa<br>
tel. +48 22 123 45 67<br>
e-mail: <a href="mailto:sklep@kiosk.example.pl">sklep@kiosk.example.pl</a>
</address>
<p>Spółka wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego prowadzonego przez Sąd Rejonowy dla m.st. Warszawy w Warszawie, XII Wydział Gospodarczy Krajowego Rejestru Sądowego, pod numerem <strong>KRS 0000123456</strong>.<br>
NIP: 5260250274<br>
REGON: 012345675<br>
Kapitał zakładowy: 50 000 zł</p>
`,
};

export default page;
