import type { CmsPageContent } from "./types.ts";

const page: CmsPageContent = {
  identifier: "platnosci",
  title: "Płatności",
  metaTitle: "Metody płatności – BLIK, karta, przelew, Google Pay, Apple Pay | sklep Kiosk",
  metaDescription:
    "Jak zapłacić w sklepie Kiosk: BLIK, karty Visa i Mastercard, szybkie przelewy, Google Pay, Apple Pay, płatność odroczona PayU, płatność przy odbiorze, faktury VAT i KSeF, zwroty płatności.",
  metaKeywords:
    "płatności, PayU, BLIK, płatność kartą, szybki przelew, Google Pay, Apple Pay, płatność odroczona, za pobraniem, karta podarunkowa, faktura, KSeF",
  contentHeading: "Metody płatności",
  content: `
<h2>Bezpieczne płatności PayU</h2>
<p>Płatności elektroniczne w sklepie Kiosk obsługuje <strong>PayU S.A.</strong> z siedzibą w Poznaniu, ul. Grunwaldzka 186, 60-166 Poznań, KRS 0000274399 – krajowa instytucja płatnicza nadzorowana przez Komisję Nadzoru Finansowego. Najpierw składasz zamówienie przyciskiem „Zamawiam z obowiązkiem zapłaty” (produkty są wtedy dla Ciebie zarezerwowane), a potem płacisz: kod BLIK wpisujesz na naszej stronie, przelew, kartę, Google Pay, Apple Pay i płatność odroczoną wybierasz na bezpiecznej stronie PayU, a kartę do płatności cyklicznych podajesz w formularzu PayU osadzonym na stronie zamówienia. Nie przechowujemy danych Twojej karty ani danych logowania do banku – numer karty trafia wyłącznie do PayU.</p>
<p>Dostępne metody płatności:</p>
<ul>
  <li><strong>BLIK</strong> – szybka płatność kodem z aplikacji bankowej,</li>
  <li><strong>karta płatnicza</strong> – Visa i Mastercard, w tym karty debetowe, kredytowe i przedpłacone,</li>
  <li><strong>szybki przelew internetowy</strong> (pay-by-link) – z rachunku w jednym z banków współpracujących z PayU,</li>
  <li><strong>Google Pay</strong> i <strong>Apple Pay</strong> – płatność kartą zapisaną w telefonie lub przeglądarce,</li>
  <li><strong>płatność odroczona PayU Płacę później</strong> – kupujesz teraz, a płacisz PayU w ciągu 30 dni; o przyznaniu płatności odroczonej decyduje PayU S.A. na podstawie własnego regulaminu.</li>
</ul>

<h2>Jak zapłacić BLIK-iem</h2>
<ol>
  <li>Na stronie płatności wybierz BLIK.</li>
  <li>Otwórz aplikację swojego banku i wygeneruj <strong>6-cyfrowy kod BLIK</strong> (kod jest ważny przez 2 minuty).</li>
  <li>Wpisz kod na stronie płatności.</li>
  <li><strong>Potwierdź płatność w aplikacji bankowej</strong>, sprawdzając kwotę i nazwę odbiorcy.</li>
</ol>
<p>Płatność zostaje zaksięgowana natychmiast, więc zamówienie od razu trafia do realizacji.</p>

<h2>Płatność kartą</h2>
<p>Przyjmujemy karty Visa i Mastercard. Płatności są chronione protokołem 3-D Secure – bank może poprosić o potwierdzenie transakcji w aplikacji lub kodem SMS. Obciążamy karty wyłącznie w złotych polskich; jeśli Twoja karta jest prowadzona w innej walucie, przewalutowania dokona jej wydawca według swojej tabeli kursów.</p>

<h2>Płatności cykliczne za kolekcje</h2>
<p>Kolekcje ukazujące się w częściach możesz opłacać automatycznie kartą. Przy pierwszej płatności PayU zapisuje Twoją kartę i tworzy jej token, a kolejne przesyłki opłacamy z tej karty zgodnie z harmonogramem wydawcy. O każdym obciążeniu informujemy e-mailem co najmniej 3 dni wcześniej. Z płatności cyklicznych możesz zrezygnować w dowolnym momencie w zakładce <em>Moje konto → Prenumeraty</em>; szczegóły opisuje <a href="/regulamin-prenumeraty">Regulamin prenumeraty</a>.</p>

<h2>Termin płatności i przycisk „Zapłać teraz”</h2>
<p>Zamówienie opłacane elektronicznie należy opłacić <strong>w ciągu 3 dni</strong> od jego złożenia. Jeśli płatność się nie powiodła, została przerwana albo chcesz zapłacić później, skorzystaj z przycisku <strong>„Zapłać teraz”</strong> w e-mailu potwierdzającym zamówienie, w zakładce <em>Moje konto → Zamówienia</em> albo na stronie nieudanej lub anulowanej płatności. Możesz wtedy ponownie wybrać metodę płatności. Przez ten czas produkty są dla Ciebie zarezerwowane. Zamówienie nieopłacone w ciągu 3 dni zostaje anulowane, o czym poinformujemy Cię e-mailem.</p>
<p>„Zapłać teraz” to po prostu ponowienie płatności tego samego zamówienia – nie należy go mylić z płatnością odroczoną PayU Płacę później.</p>

{{#cod}}<h2>Płatność przy odbiorze</h2>
<p>Za <strong>produkty fizyczne</strong> (książki, czasopisma, odzież) możesz zapłacić przy odbiorze, wybierając dostawę: {{cod_carriers}}. Do ceny dostawy doliczamy wtedy <strong>opłatę za pobranie {{cod_fee}}</strong> – na przykład {{cod_example_carrier}} za pobraniem kosztuje {{cod_example_price}}.{{#free_delivery}}{{^free_delivery_cod}} Darmowa dostawa od {{free_delivery_threshold}} nie obejmuje przesyłek za pobraniem.{{/free_delivery_cod}}{{/free_delivery}} Należność regulujesz u kuriera gotówką lub kartą, jeśli kurier dysponuje terminalem, a w Paczkomacie InPost – kartą przy automacie albo w aplikacji InPost. Płatność przy odbiorze <strong>nie jest dostępna</strong> dla e-booków i wydań PDF{{^subscriptions_cod}}, prenumerat i kolekcji (także opłacanych cyklicznie){{/subscriptions_cod}} oraz fotoksiążek CEWE. Aktualne ceny dostawy znajdziesz na stronie <a href="/dostawa">Dostawa</a>.</p>{{/cod}}

<h2>Karty podarunkowe</h2>
<p>Kartą podarunkową sklepu Kiosk zapłacisz za wszystkie produkty i za dostawę – z wyjątkiem innych kart podarunkowych. Kod karty wpisujesz w kroku <strong>„Płatność”</strong> przy składaniu zamówienia; widzisz wtedy saldo karty, kwotę, którą karta pokryje, i to, co zostanie do zapłaty.</p>
<ul>
  <li>Z karty możesz korzystać wiele razy, aż do wyczerpania salda; niewykorzystana kwota zostaje na karcie.</li>
  <li>Jeśli karta pokrywa całe zamówienie, nie trzeba płacić niczego więcej. Jeśli nie – pozostałą kwotę zapłacisz wybraną metodą (BLIK, kartą, przelewem{{#cod}} albo przy odbiorze{{/cod}}).</li>
  <li>Karta jest ważna <strong>12 miesięcy</strong> od wydania; datę ważności i saldo znajdziesz w e-mailu z kodem oraz w zakładce <em>Moje konto → Karty podarunkowe</em>.</li>
  <li>Kod działa jak gotówka: każda osoba, która go zna, może nim zapłacić. Przekaż go tylko osobie obdarowanej.</li>
  <li>Kartę podarunkową opłacisz z góry (BLIK, kartą, przelewem) – nie jest dostępna płatność przy odbiorze, a kod wysyłamy e-mailem zaraz po zaksięgowaniu płatności.</li>
  <li>Karta jest bonem różnego przeznaczenia: jej sprzedaż nie podlega VAT, a VAT naliczamy od produktów, za które nią zapłacisz.</li>
  <li>Jeśli zamówienie opłacone częściowo kartą nie zostanie opłacone w terminie i zostanie anulowane, kwota wraca na kartę. Przy zwrocie zamówienia kwotę zapłaconą kartą przywracamy na saldo karty.</li>
</ul>

<h2>Faktury i dowody zakupu</h2>
<ul>
  <li>Do każdego zamówienia otrzymujesz elektroniczny dowód zakupu – paragon albo fakturę – wysyłany e-mailem i dostępny w Koncie.</li>
  <li><strong>Zakup na firmę:</strong> zaznacz w formularzu zamówienia pole „Chcę otrzymać fakturę” i podaj NIP <strong>przed dokonaniem płatności</strong>. Zgodnie z art. 106b ust. 5 ustawy o podatku od towarów i usług do sprzedaży udokumentowanej paragonem bez numeru NIP nie możemy później wystawić faktury na rzecz podatnika, dlatego nie dopisujemy NIP po zakupie.</li>
  <li><strong>KSeF:</strong> faktury dla firm wystawiamy w Krajowym Systemie e-Faktur. Faktura jest dostępna dla nabywcy w KSeF, a dla wygody wysyłamy też e-mailem jej wizualizację w formacie PDF z kodem QR. Datą otrzymania faktury jest data nadania jej numeru w KSeF. Faktury korygujące również wystawiamy w KSeF.</li>
  <li>Konsument może zażądać faktury imiennej w ciągu 3 miesięcy od końca miesiąca, w którym otrzymał towar lub dokonał zapłaty – wystarczy napisać na adres <a href="mailto:sklep@kiosk.example.pl">sklep@kiosk.example.pl</a>.</li>
</ul>

<h2>Zwroty płatności</h2>
<p>Pieniądze za zwrócone lub anulowane zamówienie oddajemy <strong>tą samą metodą, którą opłacono zamówienie</strong>:</p>
<ul>
  <li>BLIK i szybki przelew – na rachunek bankowy, z którego wyszła płatność,</li>
  <li>karta, Google Pay, Apple Pay – na kartę użytą do zapłaty,</li>
  <li>płatność odroczona PayU – przez pomniejszenie Twojego zobowiązania wobec PayU,</li>
  <li>płatność przy odbiorze – przelewem na rachunek bankowy wskazany przez Ciebie,</li>
  <li>karta podarunkowa – na saldo tej samej karty.</li>
</ul>
<p>Zwrot zlecamy niezwłocznie, a w przypadku odstąpienia od umowy – nie później niż w ciągu 14 dni od otrzymania oświadczenia. Środki są zwykle widoczne na rachunku w ciągu 1–5 dni roboczych, zależnie od banku. Zwrot jest dla Ciebie bezpłatny.</p>
`,
};

export default page;
