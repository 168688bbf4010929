import type { CmsPageContent } from "./types.ts";

const page: CmsPageContent = {
  identifier: "polityka-prywatnosci",
  title: "Polityka prywatności",
  metaTitle: "Polityka prywatności i plików cookies – sklep Kiosk",
  metaDescription:
    "Jak Kiosk sp. z o.o. przetwarza dane osobowe klientów: cele i podstawy prawne (RODO), odbiorcy danych, okresy przechowywania, Twoje prawa, zgody marketingowe i pliki cookies.",
  metaKeywords: "polityka prywatności, RODO, dane osobowe, cookies, inspektor ochrony danych, zgody marketingowe, Kiosk",
  contentHeading: "Polityka prywatności sklepu Kiosk",
  content: `
<p>Szanujemy Twoją prywatność. Poniżej wyjaśniamy, jakie dane osobowe przetwarzamy, w jakim celu i na jakiej podstawie, komu je przekazujemy oraz jakie prawa Ci przysługują. Informacje te przekazujemy zgodnie z art. 13 rozporządzenia Parlamentu Europejskiego i Rady (UE) 2016/679 z dnia 27 kwietnia 2016 r. (ogólnego rozporządzenia o ochronie danych, dalej: „RODO”).</p>

<h2>1. Administrator danych</h2>
<p>Administratorem Twoich danych osobowych jest Kiosk sp. z o.o. z siedzibą w Warszawie, ul. Marszałkowska 84/92, 00-514 Warszawa, KRS 0000123456, NIP 5260250274, REGON 012345675 (dalej: „my” lub „Administrator”). Możesz się z nami kontaktować e-mailem pod adresem <a href="mailto:sklep@kiosk.example.pl">sklep@kiosk.example.pl</a>, telefonicznie pod numerem +48 22 123 45 67 (pn.–pt. 8:00–18:00) lub listownie na adres siedziby.</p>

<h2>2. Inspektor ochrony danych</h2>
<p>Wyznaczyliśmy inspektora ochrony danych (IOD), z którym możesz się kontaktować we wszystkich sprawach dotyczących przetwarzania Twoich danych osobowych i korzystania z praw z nimi związanych: e-mailem pod adresem <a href="mailto:iod@kiosk.example.pl">iod@kiosk.example.pl</a> lub listownie na adres siedziby z dopiskiem „Inspektor ochrony danych”.</p>

<h2>3. Cele, podstawy prawne i okresy przetwarzania</h2>
<table>
  <thead>
    <tr><th>Cel przetwarzania</th><th>Podstawa prawna</th><th>Jak długo przechowujemy dane</th></tr>
  </thead>
  <tbody>
    <tr><td>Zawarcie i wykonanie umowy sprzedaży, prenumeraty lub umowy o dostarczanie treści cyfrowych, w tym dostawa i obsługa płatności</td><td>art. 6 ust. 1 lit. b RODO – niezbędność do zawarcia i wykonania umowy</td><td>do czasu wykonania umowy, a następnie do upływu okresu przedawnienia roszczeń</td></tr>
    <tr><td>Prowadzenie Konta w Sklepie</td><td>art. 6 ust. 1 lit. b RODO</td><td>do czasu usunięcia Konta</td></tr>
    <tr><td>Wystawianie faktur i paragonów, prowadzenie ksiąg rachunkowych i rozliczenia podatkowe</td><td>art. 6 ust. 1 lit. c RODO – obowiązek prawny wynikający z ustawy o podatku od towarów i usług, ustawy o rachunkowości i Ordynacji podatkowej</td><td>5 lat, licząc od końca roku kalendarzowego, w którym upłynął termin płatności podatku</td></tr>
    <tr><td>Rozpatrywanie reklamacji i obsługa odstąpień od umowy</td><td>art. 6 ust. 1 lit. c RODO – obowiązki wynikające z ustawy o prawach konsumenta</td><td>do upływu okresu odpowiedzialności za zgodność produktu z umową i okresu przedawnienia roszczeń</td></tr>
    <tr><td>Wysyłka newslettera i informacji marketingowych e-mailem, SMS-em lub telefonicznie</td><td>art. 6 ust. 1 lit. a RODO – Twoja zgoda, w związku z art. 398 ustawy – Prawo komunikacji elektronicznej</td><td>do czasu wycofania zgody</td></tr>
    <tr><td>Ustalenie, dochodzenie i obrona roszczeń</td><td>art. 6 ust. 1 lit. f RODO – nasz prawnie uzasadniony interes polegający na ochronie naszych praw</td><td>do upływu okresu przedawnienia roszczeń określonego w Kodeksie cywilnym</td></tr>
    <tr><td>Odpowiadanie na pytania przesłane e-mailem, telefonicznie lub przez formularz kontaktowy</td><td>art. 6 ust. 1 lit. f RODO – prawnie uzasadniony interes polegający na komunikacji z klientami</td><td>12 miesięcy od zakończenia korespondencji</td></tr>
    <tr><td>Statystyki odwiedzin i analiza korzystania ze Sklepu</td><td>art. 6 ust. 1 lit. a RODO – zgoda wyrażona w panelu cookies</td><td>do czasu wycofania zgody, nie dłużej niż 14 miesięcy</td></tr>
    <tr><td>Zapewnienie bezpieczeństwa Sklepu i wykrywanie nadużyć (logi serwera)</td><td>art. 6 ust. 1 lit. f RODO – prawnie uzasadniony interes polegający na ochronie systemów</td><td>90 dni</td></tr>
  </tbody>
</table>
<p>Podanie danych jest dobrowolne, ale niezbędne do zawarcia i wykonania umowy – bez adresu e-mail i adresu dostawy nie możemy zrealizować zamówienia. Podanie NIP jest konieczne, jeżeli chcesz otrzymać fakturę na firmę. Podanie danych w celach marketingowych nie jest warunkiem zakupu.</p>

<h2>4. Odbiorcy danych</h2>
<p>Przekazujemy dane wyłącznie w zakresie niezbędnym do realizacji danego celu. Odbiorcami Twoich danych mogą być:</p>
<ul>
  <li><strong>PayU S.A.</strong> z siedzibą w Poznaniu – operator płatności, w tym płatności cyklicznych i płatności odroczonej; w zakresie świadczenia usług płatniczych PayU jest odrębnym administratorem danych,</li>
  <li><strong>InPost sp. z o.o.</strong> (przesyłki kurierskie i Paczkomaty InPost), <strong>Poczta Polska S.A.</strong> (listy polecone i prenumeraty) oraz operator usługi ORLEN Paczka – w celu doręczenia przesyłek,</li>
  <li>dostawca usług hostingowych i serwerowych, na którego infrastrukturze działa Sklep – jako podmiot przetwarzający dane na nasze zlecenie,</li>
  <li>dostawca systemu do wysyłki wiadomości e-mail i SMS (mailing) – jako podmiot przetwarzający,</li>
  <li>biuro rachunkowe i kancelaria prawna obsługujące Administratora – w zakresie niezbędnym do świadczenia tych usług,</li>
  <li>Szef Krajowej Administracji Skarbowej – w zakresie faktur wystawianych w Krajowym Systemie e-Faktur (KSeF),</li>
  <li>CEWE Polska sp. z o.o. – wyłącznie w przypadku zamówienia fotoksiążki, jako odrębny administrator (szczegóły w <a href="/regulamin-cewe">Regulaminie usługi fotoksiążek CEWE</a>),</li>
  <li>organy publiczne i sądy – gdy obowiązek przekazania danych wynika z przepisów prawa.</li>
</ul>
<p>Co do zasady nie przekazujemy danych poza Europejski Obszar Gospodarczy. Jeżeli któryś z naszych dostawców korzysta z podwykonawców spoza EOG, odbywa się to na podstawie decyzji Komisji Europejskiej stwierdzającej odpowiedni stopień ochrony danych albo standardowych klauzul umownych zatwierdzonych przez Komisję. Kopię zabezpieczeń możesz uzyskać, kontaktując się z IOD.</p>

<h2>5. Twoje prawa</h2>
<p>W związku z przetwarzaniem danych osobowych przysługuje Ci prawo do:</p>
<ul>
  <li>dostępu do danych i otrzymania ich kopii (art. 15 RODO),</li>
  <li>sprostowania danych (art. 16 RODO),</li>
  <li>usunięcia danych (art. 17 RODO),</li>
  <li>ograniczenia przetwarzania (art. 18 RODO),</li>
  <li>przenoszenia danych, które przetwarzamy na podstawie umowy lub zgody (art. 20 RODO),</li>
  <li>wniesienia sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie (art. 21 RODO),</li>
  <li>wycofania zgody w dowolnym momencie – bez wpływu na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem (art. 7 ust. 3 RODO),</li>
  <li>wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa), jeżeli uważasz, że przetwarzamy Twoje dane niezgodnie z prawem.</li>
</ul>
<p>Aby skorzystać z praw, napisz na adres <a href="mailto:iod@kiosk.example.pl">iod@kiosk.example.pl</a>. Odpowiemy bez zbędnej zwłoki, nie później niż w ciągu miesiąca od otrzymania żądania.</p>

<h2>6. Zgody marketingowe</h2>
<p>Informacje handlowe wysyłamy wyłącznie wtedy, gdy wcześniej wyrazisz na to zgodę, zgodnie z art. 398 ustawy z dnia 12 lipca 2024 r. – Prawo komunikacji elektronicznej. Zgody zbieramy <strong>oddzielnie dla każdego kanału</strong>:</p>
<ul>
  <li>e-mail (newsletter i oferty),</li>
  <li>SMS/MMS,</li>
  <li>połączenia telefoniczne.</li>
</ul>
<p>Każda zgoda ma osobne pole wyboru, które <strong>nie jest domyślnie zaznaczone</strong>, a jej wyrażenie nie jest warunkiem złożenia zamówienia ani założenia Konta. Zgodę możesz wycofać równie łatwo, jak ją wyrazić: jednym kliknięciem w link „Wypisz się” w każdym e-mailu, w zakładce <em>Moje konto → Zgody marketingowe</em> albo wysyłając wiadomość na adres <a href="mailto:sklep@kiosk.example.pl">sklep@kiosk.example.pl</a>. Wiadomości transakcyjne (potwierdzenie zamówienia, informacja o wysyłce, przypomnienie o płatności cyklicznej) nie są marketingiem i wysyłamy je niezależnie od zgód.</p>

<h2>7. Pliki cookies</h2>
<p>Sklep korzysta z plików cookies i podobnych technologii zgodnie z art. 399 ustawy – Prawo komunikacji elektronicznej. Stosujemy dwie kategorie plików:</p>
<ul>
  <li><strong>niezbędne</strong> – umożliwiają działanie Koszyka, logowanie do Konta, zapamiętanie Twoich wyborów w panelu cookies oraz ochronę przed nadużyciami; nie wymagają zgody i nie można ich wyłączyć w panelu cookies,</li>
  <li><strong>analityczne</strong> – pomagają nam zrozumieć, jak korzystasz ze Sklepu (np. które strony są najczęściej odwiedzane); instalujemy je <strong>wyłącznie po wyrażeniu przez Ciebie zgody</strong>.</li>
</ul>
<p>Nie używamy plików cookies reklamowych podmiotów trzecich. W panelu cookies przyciski „Akceptuję” i „Odrzucam” są jednakowo widoczne. Swoje wybory możesz w każdej chwili zmienić, korzystając z linku „Ustawienia cookies” w stopce Sklepu, a także usunąć cookies lub zablokować ich zapisywanie w ustawieniach przeglądarki.</p>

<h2>8. Profilowanie i zautomatyzowane decyzje</h2>
<p>Nie profilujemy Klientów i nie podejmujemy wobec nich decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu danych, w tym decyzji wywołujących skutki prawne lub w podobny sposób istotnie na nich wpływających (art. 22 RODO). Ceny w Sklepie są jednakowe dla wszystkich Klientów.</p>

<h2>9. Bezpieczeństwo danych</h2>
<p>Stosujemy środki techniczne i organizacyjne odpowiednie do ryzyka: szyfrowane połączenie TLS, hasła przechowywane w postaci skrótów kryptograficznych, kontrolę dostępu i regularne kopie zapasowe. Nie przechowujemy pełnych danych kart płatniczych – przetwarza je PayU S.A., a my otrzymujemy jedynie token karty oraz jej cztery ostatnie cyfry i datę ważności.</p>

<h2>10. Zmiany polityki prywatności</h2>
<p>Polityka prywatności może być aktualizowana, np. w związku ze zmianą przepisów lub dostawców usług. O istotnych zmianach poinformujemy posiadaczy Kont e-mailem. Niniejsza wersja obowiązuje od dnia 1 listopada 2026 r.</p>
`,
};

export default page;
