import type { CmsPageContent } from "./types.ts";

const page: CmsPageContent = {
  identifier: "regulamin",
  title: "Regulamin sklepu",
  metaTitle: "Regulamin sklepu internetowego Kiosk – zamówienia, płatności, zwroty i reklamacje",
  metaDescription:
    "Regulamin sklepu Kiosk: zasady zakupu prasy, prenumerat, książek, e-booków i kolekcji, płatności, dostawy, prawo odstąpienia od umowy w ciągu 14 dni oraz reklamacje.",
  metaKeywords: "regulamin sklepu, regulamin Kiosk, zamówienia, płatności, dostawa, odstąpienie od umowy, reklamacje, prasa, książki, e-booki",
  contentHeading: "Regulamin sklepu internetowego Kiosk",
  content: `
<h2>§ 1. Postanowienia ogólne</h2>
<ol>
  <li>Sklep internetowy Kiosk, dostępny pod adresem <a href="https://kiosk.example.pl">kiosk.example.pl</a> (dalej: „Sklep”), prowadzi Kiosk spółka z ograniczoną odpowiedzialnością z siedzibą w Warszawie, ul. Marszałkowska 84/92, 00-514 Warszawa, wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego prowadzonego przez Sąd Rejonowy dla m.st. Warszawy w Warszawie, XII Wydział Gospodarczy Krajowego Rejestru Sądowego, pod numerem KRS 0000123456, NIP 5260250274, REGON 012345675, kapitał zakładowy 50 000 zł (dalej: „Sprzedawca”).</li>
  <li>Ze Sprzedawcą można się kontaktować:
    <ul>
      <li>pod adresem e-mail <a href="mailto:sklep@kiosk.example.pl">sklep@kiosk.example.pl</a> (sprawy ogólne i zamówienia) oraz <a href="mailto:reklamacje@kiosk.example.pl">reklamacje@kiosk.example.pl</a> (reklamacje),</li>
      <li>telefonicznie pod numerem +48 22 123 45 67, od poniedziałku do piątku w godz. 8:00–18:00 (opłata zgodna z cennikiem operatora Klienta),</li>
      <li>listownie na adres: Kiosk sp. z o.o., ul. Marszałkowska 84/92, 00-514 Warszawa.</li>
    </ul>
  </li>
  <li>Regulamin określa zasady korzystania ze Sklepu, rodzaje i zakres usług świadczonych drogą elektroniczną, zasady zawierania i wykonywania umów sprzedaży oraz umów o dostarczanie treści cyfrowych, a także tryb odstąpienia od umowy i postępowania reklamacyjnego. Regulamin jest regulaminem, o którym mowa w art. 8 ustawy z dnia 18 lipca 2002 r. o świadczeniu usług drogą elektroniczną (dalej: „UŚUDE”).</li>
  <li>Regulamin jest udostępniany nieodpłatnie, przed zawarciem umowy, w sposób umożliwiający jego pozyskanie, odtworzenie i utrwalenie – można go wydrukować lub zapisać w formacie PDF. Regulamin w brzmieniu obowiązującym w chwili złożenia Zamówienia jest dołączany do wiadomości e-mail potwierdzającej zawarcie umowy.</li>
  <li>Sklep prowadzi sprzedaż z dostawą na terytorium Rzeczypospolitej Polskiej.</li>
  <li>Szczegółowe zasady zamawiania prenumerat i kolekcji określa <a href="/regulamin-prenumeraty">Regulamin prenumeraty</a>, a zasady zamawiania fotoksiążek – <a href="/regulamin-cewe">Regulamin usługi fotoksiążek CEWE</a>. W sprawach w nich nieuregulowanych stosuje się niniejszy Regulamin.</li>
  <li>Żadne postanowienie Regulaminu nie wyłącza ani nie ogranicza praw Konsumenta wynikających z bezwzględnie obowiązujących przepisów prawa. W razie sprzeczności stosuje się te przepisy.</li>
</ol>

<h2>§ 2. Definicje</h2>
<p>Użyte w Regulaminie pojęcia oznaczają:</p>
<ul>
  <li><strong>Dzień roboczy</strong> – dzień od poniedziałku do piątku, z wyłączeniem dni ustawowo wolnych od pracy.</li>
  <li><strong>Klient</strong> – osoba fizyczna posiadająca pełną zdolność do czynności prawnych (a w przypadkach przewidzianych przepisami prawa – ograniczoną zdolność do czynności prawnych), osoba prawna albo jednostka organizacyjna nieposiadająca osobowości prawnej, której ustawa przyznaje zdolność prawną, korzystająca ze Sklepu.</li>
  <li><strong>Konsument</strong> – osoba fizyczna dokonująca ze Sprzedawcą czynności prawnej niezwiązanej bezpośrednio z jej działalnością gospodarczą lub zawodową (art. 22¹ Kodeksu cywilnego).</li>
  <li><strong>Przedsiębiorca na prawach konsumenta</strong> – osoba fizyczna zawierająca umowę bezpośrednio związaną z jej działalnością gospodarczą, gdy z treści tej umowy wynika, że nie posiada ona dla niej charakteru zawodowego, wynikającego w szczególności z przedmiotu wykonywanej przez nią działalności gospodarczej, udostępnionego na podstawie przepisów o Centralnej Ewidencji i Informacji o Działalności Gospodarczej.</li>
  <li><strong>Konto</strong> – usługa elektroniczna, oznaczony adresem e-mail i hasłem zbiór zasobów w systemie teleinformatycznym Sprzedawcy, w którym gromadzone są dane Klienta, historia Zamówień, Prenumeraty i zakupione Treści cyfrowe.</li>
  <li><strong>Koszyk</strong> – usługa elektroniczna umożliwiająca zebranie wybranych Produktów przed złożeniem Zamówienia oraz wyświetlenie ich łącznej ceny i kosztów dostawy.</li>
  <li><strong>Newsletter</strong> – usługa elektroniczna polegająca na przesyłaniu na adres e-mail Klienta informacji o nowościach, promocjach i ofercie Sklepu.</li>
  <li><strong>Produkt</strong> – rzecz ruchoma albo Treść cyfrowa dostępna w Sklepie, w szczególności pojedyncze wydania gazet i czasopism, Prenumeraty, książki, Kolekcje, e-booki, wydania elektroniczne czasopism w formacie PDF, odzież (koszulki, bluzy) oraz fotoksiążki.</li>
  <li><strong>Treść cyfrowa</strong> – dane wytwarzane i dostarczane w postaci cyfrowej bez nośnika materialnego, w szczególności e-booki (EPUB) i wydania czasopism w formacie PDF.</li>
  <li><strong>Prenumerata</strong> – umowa, na podstawie której Sprzedawca dostarcza Klientowi kolejne wydania wybranego czasopisma przez czas oznaczony liczbą wydań.</li>
  <li><strong>Kolekcja</strong> – seria wydawnicza ukazująca się w częściach według harmonogramu wydawcy, np. kolekcja książek, modeli lub figurek, dostarczana w ramach Prenumeraty.</li>
  <li><strong>Zamówienie</strong> – oświadczenie woli Klienta złożone za pośrednictwem Sklepu, zmierzające bezpośrednio do zawarcia Umowy.</li>
  <li><strong>Umowa</strong> – umowa sprzedaży albo umowa o dostarczanie Treści cyfrowej zawierana na odległość między Sprzedawcą a Klientem za pośrednictwem Sklepu.</li>
  <li><strong>Ustawa o prawach konsumenta</strong> – ustawa z dnia 30 maja 2014 r. o prawach konsumenta.</li>
</ul>

<h2>§ 3. Usługi świadczone drogą elektroniczną</h2>
<ol>
  <li>Sprzedawca świadczy nieodpłatnie następujące usługi drogą elektroniczną: Konto, Newsletter, Koszyk oraz udostępnianie formularza Zamówienia, formularza kontaktowego i formularza reklamacyjnego.</li>
  <li><strong>Konto.</strong> Umowa o prowadzenie Konta zostaje zawarta na czas nieoznaczony z chwilą potwierdzenia rejestracji przez kliknięcie linku aktywacyjnego wysłanego na podany adres e-mail. Konto umożliwia m.in. przeglądanie historii Zamówień, pobieranie zakupionych Treści cyfrowych, zarządzanie Prenumeratami i płatnościami cyklicznymi, zapisywanie adresów oraz zarządzanie zgodami marketingowymi. Klient może w każdej chwili i bez podawania przyczyny usunąć Konto w zakładce <em>Moje konto → Ustawienia</em> albo przesyłając żądanie na adres <a href="mailto:sklep@kiosk.example.pl">sklep@kiosk.example.pl</a>. Usunięcie Konta nie wpływa na realizację złożonych Zamówień ani opłaconych z góry Prenumerat; przed usunięciem Konta należy zrezygnować z aktywnych płatności cyklicznych.</li>
  <li><strong>Newsletter.</strong> Umowa o dostarczanie Newslettera zostaje zawarta na czas nieoznaczony z chwilą potwierdzenia zapisu przez kliknięcie linku w wiadomości potwierdzającej. Klient może zrezygnować z Newslettera w każdej chwili – za pomocą linku umieszczonego w każdej wiadomości, w Koncie albo wysyłając e-mail do Sprzedawcy.</li>
  <li><strong>Koszyk.</strong> Korzystanie z Koszyka rozpoczyna się z chwilą dodania do niego pierwszego Produktu i kończy się ze złożeniem Zamówienia albo zaprzestaniem korzystania ze Sklepu. Zalogowanym Klientom zawartość Koszyka jest zapamiętywana w Koncie.</li>
  <li>Sprzedawca może wypowiedzieć umowę o prowadzenie Konta z zachowaniem 14-dniowego okresu wypowiedzenia wyłącznie z ważnych przyczyn, takich jak: uporczywe naruszanie Regulaminu, dostarczanie treści o charakterze bezprawnym, działania zakłócające funkcjonowanie Sklepu albo zaprzestanie prowadzenia Sklepu. Wypowiedzenie jest przesyłane e-mailem wraz z uzasadnieniem.</li>
  <li>Klienta obowiązuje zakaz dostarczania treści o charakterze bezprawnym, w szczególności w formularzach, recenzjach i wiadomościach.</li>
  <li>Reklamacje dotyczące usług elektronicznych można składać na adres <a href="mailto:reklamacje@kiosk.example.pl">reklamacje@kiosk.example.pl</a>. Sprzedawca odpowiada na nie w terminie 14 dni od dnia ich otrzymania.</li>
</ol>

<h2>§ 4. Wymagania techniczne i bezpieczeństwo</h2>
<ol>
  <li>Do korzystania ze Sklepu niezbędne są: urządzenie z dostępem do internetu, aktualna wersja przeglądarki internetowej (Chrome, Firefox, Safari lub Edge, w jednej z dwóch najnowszych wersji głównych) z włączoną obsługą JavaScript i plików cookies oraz aktywne konto poczty elektronicznej.</li>
  <li>Do korzystania z Treści cyfrowych potrzebne jest urządzenie lub aplikacja obsługujące odpowiedni format: EPUB (e-booki) albo PDF (wydania elektroniczne czasopism). Format pliku jest wskazany na stronie Produktu. Pliki nie są zabezpieczone systemem DRM; zawierają znak wodny z numerem Zamówienia, co nie ogranicza ich funkcjonalności na urządzeniach Klienta.</li>
  <li>Korzystanie z usług świadczonych drogą elektroniczną wiąże się z typowymi zagrożeniami, takimi jak złośliwe oprogramowanie, próby wyłudzenia danych (phishing) czy przechwytywanie danych w niezabezpieczonych sieciach Wi-Fi. Sklep korzysta z szyfrowanego połączenia (TLS). Sprzedawca nigdy nie prosi o podanie hasła ani danych karty płatniczej w wiadomości e-mail, SMS-ie lub rozmowie telefonicznej. Zalecamy korzystanie z aktualnego oprogramowania antywirusowego i nieudostępnianie hasła do Konta osobom trzecim.</li>
</ol>

<h2>§ 5. Składanie Zamówień i zawarcie Umowy</h2>
<ol>
  <li>Informacje o Produktach prezentowane w Sklepie stanowią zaproszenie do zawarcia umowy w rozumieniu art. 71 Kodeksu cywilnego.</li>
  <li>Zamówienia można składać przez całą dobę, 7 dni w tygodniu, po zalogowaniu do Konta albo bez rejestracji.</li>
  <li>W celu złożenia Zamówienia Klient:
    <ol>
      <li>dodaje wybrane Produkty do Koszyka,</li>
      <li>podaje dane niezbędne do realizacji Zamówienia: imię i nazwisko, adres e-mail, numer telefonu i adres dostawy, a w przypadku zakupu na firmę – także nazwę firmy i NIP,</li>
      <li>wybiera sposób dostawy i sposób płatności,</li>
      <li>zapoznaje się z podsumowaniem Zamówienia, zawierającym główne cechy Produktów, łączną cenę wraz z podatkami, koszty dostawy i wszelkie inne koszty,</li>
      <li>akceptuje Regulamin,</li>
      <li>klika przycisk <strong>„Zamawiam z obowiązkiem zapłaty”</strong>.</li>
    </ol>
  </li>
  <li>Kliknięcie przycisku „Zamawiam z obowiązkiem zapłaty” oznacza złożenie Zamówienia z obowiązkiem zapłaty. Do chwili kliknięcia tego przycisku Klient może swobodnie zmieniać zawartość Koszyka oraz wprowadzone dane.</li>
  <li>Niezwłocznie po złożeniu Zamówienia Klient otrzymuje wiadomość e-mail potwierdzającą jego przyjęcie do realizacji. Z chwilą otrzymania tej wiadomości Umowa zostaje zawarta. Wiadomość zawiera treść Umowy, Regulamin oraz wzór formularza odstąpienia od umowy i stanowi potwierdzenie zawarcia Umowy na trwałym nośniku.</li>
  <li>Produkty oznaczone jako dostępne w przedsprzedaży są wysyłane niezwłocznie po dniu premiery wskazanym na stronie Produktu. Jeżeli wydawca przesunie premierę o więcej niż 30 dni, Sprzedawca poinformuje o tym Klienta, który może wówczas anulować Zamówienie i otrzymać zwrot całej zapłaconej kwoty.</li>
  <li>Jeżeli realizacja Zamówienia okaże się niemożliwa, np. z powodu wycofania tytułu przez wydawcę, Sprzedawca niezwłocznie poinformuje o tym Klienta i zwróci zapłaconą kwotę nie później niż w terminie 14 dni.</li>
  <li>Treści cyfrowe są udostępniane w Koncie (zakładka <em>Moje konto → E-booki i e-wydania</em>) oraz za pomocą linku przesłanego e-mailem, niezwłocznie po zaksięgowaniu płatności – pod warunkiem że Klient przed złożeniem Zamówienia wyraził wyraźną zgodę na rozpoczęcie dostarczania Treści cyfrowej przed upływem terminu do odstąpienia od umowy i przyjął do wiadomości, że tym samym utraci prawo odstąpienia od umowy. Pola wyrażenia zgody nie są domyślnie zaznaczone. Jeżeli Klient nie wyrazi zgody, Treść cyfrowa zostanie udostępniona po upływie 14 dni od zawarcia Umowy. Potwierdzenie udzielonej zgody Sprzedawca przesyła Klientowi e-mailem.</li>
</ol>

<h2>§ 6. Ceny i promocje</h2>
<ol>
  <li>Ceny Produktów podawane są w złotych polskich (PLN) i są cenami brutto, tj. zawierają podatek VAT.</li>
  <li>Ceny nie obejmują kosztów dostawy. Koszty dostawy są wskazane na stronie <a href="/dostawa">Dostawa</a>, w Koszyku oraz w podsumowaniu Zamówienia przed kliknięciem przycisku „Zamawiam z obowiązkiem zapłaty”.</li>
  <li>Wiążąca jest cena obowiązująca w chwili złożenia Zamówienia. Późniejsze zmiany cen nie wpływają na Zamówienia już złożone.</li>
  <li>Przy każdej informacji o obniżce ceny Produktu Sklep podaje, obok ceny obniżonej, także <strong>najniższą cenę tego Produktu, która obowiązywała w okresie 30 dni przed wprowadzeniem obniżki</strong>, zgodnie z art. 4 ust. 2 ustawy z dnia 9 maja 2014 r. o informowaniu o cenach towarów i usług. Jeżeli Produkt jest oferowany krócej niż 30 dni, podawana jest najniższa cena z okresu od rozpoczęcia jego sprzedaży do dnia wprowadzenia obniżki.</li>
  <li>Kody rabatowe i promocje nie łączą się ze sobą, chyba że warunki danej promocji stanowią inaczej. Szczegółowe warunki promocji określają ich regulaminy, dostępne w Sklepie.</li>
  <li>Ceny w Sklepie nie są personalizowane na podstawie zautomatyzowanego podejmowania decyzji.</li>
</ol>

<h2>§ 7. Płatności</h2>
<ol>
  <li>Klient może zapłacić za Zamówienie:
    <ul>
      <li>za pośrednictwem serwisu płatności PayU – BLIK-iem, kartą płatniczą (Visa, Mastercard), szybkim przelewem internetowym, Google Pay, Apple Pay albo w formie płatności odroczonej (PayU Płacę później),</li>
      <li>przy odbiorze (za pobraniem) – wyłącznie w przypadku Produktów fizycznych, przy sposobach dostawy wskazanych na stronie <a href="/dostawa">Dostawa</a>, z opłatą za pobranie w wysokości {{cod_fee}}; płatność przy odbiorze nie jest dostępna dla Treści cyfrowych{{^subscriptions_cod}}, Prenumerat, Kolekcji{{/subscriptions_cod}} i fotoksiążek.</li>
    </ul>
  </li>
  <li>Płatności elektroniczne obsługuje PayU S.A. z siedzibą w Poznaniu, ul. Grunwaldzka 186, 60-166 Poznań, wpisana do rejestru przedsiębiorców KRS pod numerem 0000274399. Płatność odroczona jest udzielana przez PayU S.A. na zasadach określonych w regulaminie tej usługi; decyzję o jej przyznaniu podejmuje PayU.</li>
  <li>Zamówienie opłacane elektronicznie należy opłacić w terminie 3 dni od jego złożenia. W razie braku płatności w tym terminie Sprzedawca może odstąpić od Umowy (anulować Zamówienie) w ciągu 30 dni od upływu terminu płatności, o czym poinformuje Klienta e-mailem (umowne prawo odstąpienia, art. 395 Kodeksu cywilnego).</li>
  <li>Zasady płatności cyklicznych za Kolekcje określa Regulamin prenumeraty.</li>
  <li>Do każdego Zamówienia Sprzedawca wystawia dowód zakupu – paragon albo fakturę. Klient, który chce otrzymać fakturę na firmę, podaje NIP w formularzu Zamówienia przed dokonaniem płatności (art. 106b ust. 5 ustawy o podatku od towarów i usług). Szczegóły znajdują się na stronie <a href="/platnosci">Płatności</a>.</li>
</ol>

<h2>§ 8. Dostawa</h2>
<ol>
  <li>Produkty fizyczne są dostarczane wyłącznie na adresy na terytorium Polski. Dostępne sposoby dostawy i ich koszty są opisane na stronie <a href="/dostawa">Dostawa</a>. {{#free_delivery}}Dostawa Produktów fizycznych jest bezpłatna dla Zamówień o wartości Produktów od {{free_delivery_threshold}}, na zasadach opisanych na tej stronie.{{/free_delivery}}{{#subscriptions_free}} Koszt dostawy Prenumerat i Kolekcji jest wliczony w ich cenę.{{/subscriptions_free}}</li>
  <li>Na termin realizacji Zamówienia składają się czas przygotowania przesyłki i czas doręczenia przez przewoźnika. Zamówienia opłacone w Dniu roboczym do godz. {{dispatch_cutoff}}, obejmujące wyłącznie Produkty dostępne od ręki, są wysyłane tego samego dnia. Przy płatności przy odbiorze termin liczy się od złożenia Zamówienia.</li>
  <li>Kolejne wydania Prenumeraty i części Kolekcji są wysyłane zgodnie z harmonogramem wydawcy, a Treści cyfrowe są udostępniane zgodnie z § 5 ust. 8.</li>
  <li>Zalecamy sprawdzenie przesyłki przy odbiorze i – w razie jej uszkodzenia – spisanie protokołu szkody z przewoźnikiem. Nie jest to warunek skorzystania z uprawnień reklamacyjnych.</li>
  <li>Niebezpieczeństwo przypadkowej utraty lub uszkodzenia Produktu przechodzi na Konsumenta z chwilą wydania mu Produktu.</li>
</ol>

<h2>§ 9. Prawo odstąpienia od umowy</h2>
<ol>
  <li>Konsument może w terminie <strong>14 dni</strong> odstąpić od Umowy bez podawania przyczyny i bez ponoszenia kosztów, z wyjątkiem kosztów określonych w ust. 6 i 7.</li>
  <li>Termin na odstąpienie od umowy biegnie:
    <ul>
      <li>dla umowy sprzedaży – od objęcia Produktu w posiadanie przez Konsumenta lub wskazaną przez niego osobę trzecią inną niż przewoźnik, a jeśli Zamówienie obejmuje wiele Produktów dostarczanych osobno – od objęcia w posiadanie ostatniego z nich,</li>
      <li>dla Prenumeraty i Kolekcji (regularne dostarczanie rzeczy przez czas oznaczony) – od objęcia w posiadanie pierwszego wydania lub pierwszej części,</li>
      <li>dla umowy o dostarczanie Treści cyfrowej – od dnia zawarcia Umowy.</li>
    </ul>
  </li>
  <li>Aby odstąpić od umowy, Konsument składa Sprzedawcy jednoznaczne oświadczenie, np. e-mailem na adres <a href="mailto:sklep@kiosk.example.pl">sklep@kiosk.example.pl</a> lub listownie na adres siedziby Sprzedawcy. Może w tym celu skorzystać ze wzoru formularza dostępnego na stronie <a href="/zwroty">Zwroty</a>, nie jest to jednak obowiązkowe. Do zachowania terminu wystarczy wysłanie oświadczenia przed jego upływem. Sprzedawca niezwłocznie potwierdza otrzymanie oświadczenia e-mailem.</li>
  <li>Sprzedawca zwraca Konsumentowi wszystkie dokonane płatności, w tym koszt dostawy Produktu (z wyjątkiem dodatkowych kosztów wynikających z wybranego sposobu dostawy innego niż najtańszy zwykły sposób dostawy oferowany przez Sklep), niezwłocznie, nie później niż w terminie 14 dni od dnia otrzymania oświadczenia o odstąpieniu od umowy.</li>
  <li>Zwrot płatności następuje przy użyciu takiego samego sposobu zapłaty, jakiego użył Konsument, chyba że Konsument wyraźnie zgodził się na inny sposób, który nie wiąże się dla niego z żadnymi kosztami. Sprzedawca może wstrzymać się ze zwrotem płatności do chwili otrzymania Produktu z powrotem lub dostarczenia przez Konsumenta dowodu jego odesłania, w zależności od tego, które zdarzenie nastąpi wcześniej.</li>
  <li>Konsument odsyła Produkt na adres wskazany na stronie Zwroty niezwłocznie, nie później niż w terminie 14 dni od dnia odstąpienia od umowy, i ponosi bezpośrednie koszty jego zwrotu.</li>
  <li>Konsument odpowiada za zmniejszenie wartości Produktu będące wynikiem korzystania z niego w sposób wykraczający poza konieczny do stwierdzenia charakteru, cech i funkcjonowania Produktu.</li>
  <li>Zgodnie z art. 38 ust. 1 Ustawy o prawach konsumenta prawo odstąpienia od umowy <strong>nie przysługuje</strong> w odniesieniu do umów:
    <ul>
      <li>o dostarczanie dzienników, periodyków lub czasopism, z wyjątkiem umowy o prenumeratę – dotyczy to <strong>pojedynczych egzemplarzy prasy</strong>; od Prenumeraty można odstąpić,</li>
      <li>o dostarczanie Treści cyfrowych niedostarczanych na nośniku materialnym (e-booki, wydania PDF), jeżeli Sprzedawca rozpoczął świadczenie za wyraźną i uprzednią zgodą Konsumenta, który został poinformowany przed rozpoczęciem świadczenia, że po jego spełnieniu utraci prawo odstąpienia od umowy, i przyjął to do wiadomości, a Sprzedawca przekazał Konsumentowi potwierdzenie,</li>
      <li>w których przedmiotem świadczenia są nagrania dźwiękowe lub wizualne albo programy komputerowe dostarczane w zapieczętowanym opakowaniu (np. audiobooki na płytach CD, filmy, gry), jeżeli opakowanie zostało otwarte po dostarczeniu,</li>
      <li>w których przedmiotem świadczenia jest rzecz nieprefabrykowana, wyprodukowana według specyfikacji Konsumenta lub służąca zaspokojeniu jego zindywidualizowanych potrzeb (np. fotoksiążki, koszulki z nadrukiem według projektu Klienta).</li>
    </ul>
  </li>
</ol>

<h2>§ 10. Przedsiębiorcy na prawach konsumenta</h2>
<ol>
  <li>Od 1 stycznia 2021 r. przepisy o ochronie konsumentów w zakresie prawa odstąpienia od umowy zawartej na odległość, odpowiedzialności za niezgodność Produktu z umową oraz niedozwolonych postanowień umownych stosuje się także do osób fizycznych prowadzących jednoosobową działalność gospodarczą, jeżeli zawierana Umowa nie ma dla nich charakteru zawodowego (art. 7aa Ustawy o prawach konsumenta i art. 385⁵ Kodeksu cywilnego). Charakter zawodowy ocenia się w szczególności na podstawie przedmiotu działalności ujawnionego w CEIDG – przykładowo zakup książek do dalszej odsprzedaży przez księgarnię ma charakter zawodowy, a zakup prenumeraty magazynu ogólnotematycznego przez grafika – nie.</li>
  <li>Wobec Klientów będących przedsiębiorcami, którzy nie są Konsumentami ani Przedsiębiorcami na prawach konsumenta, odpowiedzialność Sprzedawcy z tytułu rękojmi za wady jest wyłączona (art. 558 § 1 Kodeksu cywilnego), a prawo odstąpienia od umowy bez podania przyczyny nie przysługuje.</li>
</ol>

<h2>§ 11. Reklamacje – niezgodność Produktu z umową</h2>
<ol>
  <li>Sprzedawca ma obowiązek dostarczyć Produkt zgodny z umową. Wobec Konsumentów Sprzedawca odpowiada za brak zgodności Produktu z umową na zasadach określonych w rozdziale 5a Ustawy o prawach konsumenta (rzeczy) oraz w rozdziale 5b tej ustawy (Treści cyfrowe) – przepisy te zastąpiły w sprzedaży konsumenckiej dotychczasową rękojmię z Kodeksu cywilnego.</li>
  <li>Sprzedawca odpowiada za brak zgodności z umową rzeczy istniejący w chwili jej dostarczenia i ujawniony w ciągu dwóch lat od tej chwili, a w przypadku Treści cyfrowej dostarczanej jednorazowo – ujawniony w ciągu dwóch lat od jej dostarczenia.</li>
  <li>Jeżeli Produkt jest niezgodny z umową, Konsument może żądać jego naprawy lub wymiany (w przypadku Treści cyfrowej – doprowadzenia do zgodności z umową). Sprzedawca może dokonać wymiany zamiast naprawy albo odwrotnie, jeżeli doprowadzenie do zgodności w sposób wybrany przez Konsumenta jest niemożliwe albo wymagałoby nadmiernych kosztów. Jeżeli naprawa i wymiana są niemożliwe, nie zostały dokonane w rozsądnym czasie, brak zgodności występuje nadal albo jest tak istotny, że uzasadnia natychmiastowe obniżenie ceny lub odstąpienie od umowy, Konsument może złożyć oświadczenie o obniżeniu ceny albo o odstąpieniu od umowy. Odstąpienie nie przysługuje, jeżeli brak zgodności jest nieistotny.</li>
  <li>Reklamację można złożyć e-mailem na adres <a href="mailto:reklamacje@kiosk.example.pl">reklamacje@kiosk.example.pl</a>, za pomocą formularza w Koncie albo listownie na adres: Kiosk sp. z o.o. – Reklamacje, ul. Marszałkowska 84/92, 00-514 Warszawa. Aby ułatwić rozpatrzenie reklamacji, prosimy o podanie imienia i nazwiska, danych kontaktowych, numeru Zamówienia, opisu niezgodności (najlepiej ze zdjęciem) oraz żądania.</li>
  <li>Sprzedawca odpowiada na reklamację Konsumenta w terminie <strong>14 dni</strong> od dnia jej otrzymania. Brak odpowiedzi w tym terminie oznacza, że Sprzedawca uznał reklamację.</li>
  <li>Jeżeli do naprawy lub wymiany konieczne jest odesłanie Produktu, Sprzedawca odbiera go od Konsumenta na swój koszt – przesyłając etykietę nadawczą albo zwracając poniesione koszty odesłania.</li>
</ol>

<h2>§ 12. Pozasądowe sposoby rozpatrywania reklamacji i dochodzenia roszczeń</h2>
<ol>
  <li>Konsument może skorzystać z pozasądowych sposobów rozpatrywania reklamacji i dochodzenia roszczeń, w szczególności:
    <ul>
      <li>zwrócić się do właściwego Wojewódzkiego Inspektora Inspekcji Handlowej z wnioskiem o wszczęcie postępowania mediacyjnego,</li>
      <li>uzyskać bezpłatną pomoc miejskiego lub powiatowego rzecznika konsumentów albo organizacji konsumenckiej, np. Federacji Konsumentów lub Stowarzyszenia Konsumentów Polskich,</li>
      <li>skorzystać z pomocy podmiotów uprawnionych do pozasądowego rozwiązywania sporów konsumenckich, wpisanych do rejestru prowadzonego przez Prezesa Urzędu Ochrony Konkurencji i Konsumentów.</li>
    </ul>
  </li>
  <li>Informacje o tych procedurach są dostępne na stronie internetowej <a href="https://www.uokik.gov.pl">www.uokik.gov.pl</a>. Udział w postępowaniu jest dobrowolny dla obu stron; Sprzedawca deklaruje gotowość polubownego rozwiązywania sporów.</li>
</ol>

<h2>§ 13. Dane osobowe</h2>
<p>Administratorem danych osobowych Klientów jest Sprzedawca. Zasady przetwarzania danych osobowych, przysługujące Klientom prawa oraz informacje o plikach cookies opisuje <a href="/polityka-prywatnosci">Polityka prywatności</a>.</p>

<h2>§ 14. Treści cyfrowe i prawa autorskie</h2>
<ol>
  <li>Zawartość Sklepu, w tym opisy, zdjęcia i układ graficzny, jest chroniona prawem autorskim. Jej kopiowanie w celach innych niż dozwolony użytek osobisty wymaga zgody Sprzedawcy lub uprawnionego podmiotu.</li>
  <li>Z chwilą dostarczenia Treści cyfrowej Klient uzyskuje niewyłączną, nieograniczoną w czasie licencję na korzystanie z niej na własny użytek osobisty, w tym na sporządzanie kopii na swoich urządzeniach. Rozpowszechnianie Treści cyfrowych, w szczególności udostępnianie plików w internecie, jest zabronione.</li>
</ol>

<h2>§ 15. Opinie o Produktach</h2>
<ol>
  <li>Klient może opublikować w Sklepie opinię o Produkcie: ocenę w skali od 1 do 5, tytuł, treść, podpis i informację, czy poleca Produkt. Opinię można dodać po zalogowaniu się na Konto albo bez logowania – wtedy trzeba podać adres e-mail i przejść zabezpieczenie przed automatami. Adresu e-mail nie publikujemy. Na Koncie Klient widzi swoje opinie i ich status.</li>
  <li>Każdą opinię przed publikacją sprawdza Sprzedawca (moderacja). Sprzedawca publikuje opinie pozytywne i negatywne i nie zmienia ich treści; nie publikuje opinii niezgodnych z prawem, obraźliwych, niedotyczących Produktu ani reklamowych.</li>
  <li>Sposób sprawdzania, czy opinie pochodzą od Klientów, którzy kupili Produkt: opinia jest oznaczona jako „Zweryfikowany zakup”, jeżeli dodano ją po zalogowaniu się na Konto, z którego w chwili dodania opinii złożono Zamówienie tego Produktu (albo jego wariantu) opłacone lub zrealizowane. Zamówienia złożone bez logowania nie są podstawą oznaczenia. Pozostałe opinie nie są weryfikowane – mogą pochodzić od osób, które nie kupiły Produktu w Sklepie.</li>
  <li>Liczba opinii przy Produkcie obejmuje wszystkie opublikowane opinie o tym Produkcie, a średnia ocena i rozkład ocen – wszystkie opublikowane opinie o nim, które zawierają ocenę w gwiazdkach (opinia może jej nie zawierać).</li>
</ol>

<h2>§ 16. Postanowienia końcowe</h2>
<ol>
  <li>Sprzedawca może zmienić Regulamin z ważnych przyczyn, takich jak zmiana przepisów prawa, zmiana sposobów płatności lub dostawy albo wprowadzenie nowych usług. Posiadacze Kont są informowani o zmianach e-mailem co najmniej 14 dni przed ich wejściem w życie i mogą w tym czasie wypowiedzieć umowę o prowadzenie Konta. Do Zamówień złożonych przed zmianą stosuje się Regulamin w dotychczasowym brzmieniu.</li>
  <li>Umowy zawierane za pośrednictwem Sklepu podlegają prawu polskiemu. Wybór prawa nie pozbawia Konsumenta ochrony przyznanej mu na podstawie przepisów, których nie można wyłączyć w drodze umowy.</li>
  <li>Spory z Klientami niebędącymi Konsumentami ani Przedsiębiorcami na prawach konsumenta rozpoznaje sąd właściwy dla siedziby Sprzedawcy.</li>
  <li>W sprawach nieuregulowanych w Regulaminie stosuje się przepisy Kodeksu cywilnego, Ustawy o prawach konsumenta, UŚUDE oraz inne właściwe przepisy prawa polskiego.</li>
  <li>Regulamin obowiązuje od dnia <strong>1 listopada 2026 r.</strong></li>
</ol>
`,
};

export default page;
