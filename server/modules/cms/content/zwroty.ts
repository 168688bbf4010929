import type { CmsPageContent } from "./types.ts";

const page: CmsPageContent = {
  identifier: "zwroty",
  title: "Zwroty i odstąpienie od umowy",
  metaTitle: "Zwroty – 14 dni na odstąpienie od umowy | sklep Kiosk",
  metaDescription:
    "Jak zwrócić zakupy w sklepie Kiosk: 14 dni na odstąpienie od umowy, adres do zwrotów, zwrot pieniędzy, wyjątki (pojedyncze egzemplarze prasy, e-booki) i wzór formularza odstąpienia.",
  metaKeywords: "zwroty, odstąpienie od umowy, 14 dni, formularz odstąpienia, zwrot pieniędzy, zwrot książki, prenumerata, Kiosk",
  contentHeading: "Zwroty i odstąpienie od umowy",
  content: `
<h2>Masz 14 dni na odstąpienie od umowy</h2>
<p>Jeżeli kupujesz jako konsument (albo jako przedsiębiorca na prawach konsumenta – osoba prowadząca jednoosobową działalność gospodarczą, dla której zakup nie ma charakteru zawodowego), możesz odstąpić od umowy zawartej w sklepie Kiosk w terminie <strong>14 dni</strong>, bez podawania przyczyny.</p>
<p>Termin liczy się:</p>
<ul>
  <li>dla książek, odzieży i innych produktów fizycznych – od dnia, w którym Ty lub wskazana przez Ciebie osoba (inna niż kurier) odebraliście przesyłkę; jeśli zamówienie przyszło w kilku paczkach – od odbioru ostatniej z nich,</li>
  <li>dla prenumeraty czasopisma lub kolekcji – od dnia doręczenia pierwszego wydania lub pierwszej części,</li>
  <li>dla e-booków i wydań PDF – od dnia zawarcia umowy (z zastrzeżeniem wyjątku opisanego niżej).</li>
</ul>
<p>Aby zachować termin, wystarczy, że wyślesz oświadczenie przed jego upływem.</p>

<h2>Jak odstąpić od umowy – krok po kroku</h2>
<ol>
  <li>Wyślij nam oświadczenie o odstąpieniu od umowy – e-mailem na adres <a href="mailto:sklep@kiosk.example.pl">sklep@kiosk.example.pl</a>, przez formularz w zakładce <em>Moje konto → Zamówienia → Zwróć</em> albo listownie. Możesz skorzystać z poniższego wzoru formularza, ale nie musisz – wystarczy jednoznaczna informacja, np. „Odstępuję od umowy, zamówienie nr K-2026-123456”.</li>
  <li>Otrzymasz od nas e-mail z potwierdzeniem przyjęcia oświadczenia.</li>
  <li>Zapakuj produkt tak, aby nie uległ uszkodzeniu w transporcie, i odeślij go na adres podany niżej najpóźniej w ciągu 14 dni od dnia odstąpienia od umowy. Dołącz numer zamówienia – przyspieszy to zwrot pieniędzy.</li>
</ol>

<h2>Adres do zwrotów</h2>
<address>
Kiosk sp. z o.o. – Zwroty<br>
ul. Marszałkowska 84/92<br>
00-514 Warszawa
</address>
<p>Nie przyjmujemy przesyłek wysłanych za pobraniem. Zalecamy nadanie paczki w sposób umożliwiający jej śledzenie, np. w Paczkomacie InPost albo listem poleconym.</p>

<h2>Zwrot pieniędzy</h2>
<ul>
  <li>Zwracamy wszystkie otrzymane płatności, <strong>łącznie z kosztem dostawy do Ciebie</strong>, niezwłocznie, nie później niż w ciągu <strong>14 dni</strong> od otrzymania Twojego oświadczenia o odstąpieniu od umowy.</li>
  <li>Zwracamy koszt najtańszego zwykłego sposobu dostawy oferowanego w Sklepie. {{#carrier_choice}}Przykład: jeśli w zamówieniu wybrano dostawę „{{dearest_carrier}}” za {{dearest_price}}, a najtańszą dostępną dla Twojego zamówienia metodą była „{{cheapest_carrier}}” za {{cheapest_price}}, zwrócimy {{cheapest_price}}.{{/carrier_choice}} Koszt dostawy zwracamy, gdy odstępujesz od umowy w całości.</li>
  <li>Pieniądze zwracamy tą samą metodą, którą opłacono zamówienie (BLIK i przelew – na rachunek bankowy, karta – na kartę, płatność odroczona PayU – przez pomniejszenie zobowiązania w PayU). Przy płatności przy odbiorze podaj w oświadczeniu numer rachunku bankowego.</li>
  <li>Możemy wstrzymać się ze zwrotem płatności do chwili otrzymania produktu lub dowodu jego odesłania – w zależności od tego, co nastąpi wcześniej.</li>
</ul>

<h2>Koszty odesłania i stan produktu</h2>
<p>Bezpośredni koszt odesłania produktu ponosisz Ty. Odpowiadasz za zmniejszenie wartości produktu wynikające z korzystania z niego w sposób wykraczający poza konieczny do stwierdzenia jego charakteru, cech i funkcjonowania – możesz obejrzeć książkę czy przymierzyć koszulkę tak, jak w sklepie stacjonarnym, ale np. zabrudzona lub popisana książka może mieć obniżoną wartość.</p>

<h2>Kiedy prawo odstąpienia od umowy nie przysługuje</h2>
<p>Zgodnie z art. 38 ust. 1 ustawy z dnia 30 maja 2014 r. o prawach konsumenta prawo odstąpienia od umowy <strong>nie przysługuje</strong> w przypadku:</p>
<ul>
  <li><strong>pojedynczych egzemplarzy prasy</strong> – gazet, dzienników, periodyków i czasopism kupowanych jako pojedyncze wydania (nie dotyczy prenumeraty, zobacz niżej),</li>
  <li><strong>e-booków i wydań PDF</strong> (treści cyfrowych niedostarczanych na nośniku materialnym), jeżeli przed upływem 14 dni rozpoczęliśmy ich dostarczanie – udostępniliśmy plik do pobrania – za Twoją wyraźną zgodą, po poinformowaniu Cię, że tracisz w ten sposób prawo odstąpienia, i przyjęciu tego przez Ciebie do wiadomości; potwierdzenie zgody wysyłamy e-mailem,</li>
  <li><strong>audiobooków na płytach CD, filmów, gier i programów komputerowych</strong> dostarczanych w zapieczętowanym opakowaniu, jeżeli opakowanie zostało otwarte po dostarczeniu,</li>
  <li><strong>produktów personalizowanych</strong>, wykonanych według Twojej specyfikacji – np. fotoksiążek CEWE czy koszulek z nadrukiem według Twojego projektu. Koszulki i bluzy z oferty standardowej możesz zwrócić na zwykłych zasadach.</li>
</ul>
<p>Brak prawa odstąpienia nie ogranicza Twoich praw w razie niezgodności produktu z umową – uszkodzony egzemplarz czasopisma czy wadliwy plik PDF możesz zawsze <a href="/regulamin">reklamować</a>.</p>

<h2>Prenumeraty i kolekcje – prawo odstąpienia przysługuje</h2>
<p>Wyjątek dotyczący prasy nie obejmuje umowy o prenumeratę. <strong>Od prenumeraty czasopisma i kolekcji możesz odstąpić w ciągu 14 dni od doręczenia pierwszego wydania.</strong> Odeślij otrzymane egzemplarze, a my zwrócimy całą zapłaconą kwotę. Po upływie tego terminu prenumeratę możesz wypowiedzieć na zasadach z <a href="/regulamin-prenumeraty">Regulaminu prenumeraty</a>.</p>

<h2>Wzór formularza odstąpienia od umowy</h2>
<p><em>(załącznik nr 2 do ustawy z dnia 30 maja 2014 r. o prawach konsumenta – formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)</em></p>
<ul>
  <li>Adresat: Kiosk sp. z o.o., ul. Marszałkowska 84/92, 00-514 Warszawa, e-mail: <a href="mailto:sklep@kiosk.example.pl">sklep@kiosk.example.pl</a></li>
  <li>Ja/My(*) niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy sprzedaży następujących rzeczy(*) umowy dostawy następujących rzeczy(*) umowy o dzieło polegającej na wykonaniu następujących rzeczy(*)/o świadczenie następującej usługi(*): ……………………………</li>
  <li>Data zawarcia umowy(*)/odbioru(*): ……………………………</li>
  <li>Imię i nazwisko konsumenta(-ów): ……………………………</li>
  <li>Adres konsumenta(-ów): ……………………………</li>
  <li>Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej): ……………………………</li>
  <li>Data: ……………………………</li>
</ul>
<p>(*) Niepotrzebne skreślić.</p>
<p>Pomocne, choć nieobowiązkowe, będzie podanie numeru zamówienia i – przy płatności przy odbiorze – numeru rachunku bankowego do zwrotu.</p>

<h2>Zwrot a reklamacja</h2>
<p>Odstąpienie od umowy nie wymaga podania przyczyny i dotyczy produktów pełnowartościowych. Jeżeli produkt jest uszkodzony lub niezgodny z zamówieniem, złóż reklamację na adres <a href="mailto:reklamacje@kiosk.example.pl">reklamacje@kiosk.example.pl</a> – wtedy koszt odesłania pokrywamy my, a odpowiedź otrzymasz w ciągu 14 dni.</p>
`,
};

export default page;
