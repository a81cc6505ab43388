import { lines, type GameTexts } from "./types.ts";

// Maze, as the product plays it (shared/rules/maze.md). The names are Aisleriot's, as its
// translations and help pages give them: "Malla", "Catacumbes", "Bludiště", "Δαίδαλος"
// (Aisleriot's "Laberint"/"Λαβύρινθος" is another game, Labyrinth).

export const MAZE_TEXTS = {
  en: {
    name: "Maze",
    summary:
      "Rearrange 48 cards in a grid of 54 slots, one card at a time into an empty slot, until every suit runs from ace to queen along the line of slots. A card may go into a gap only right after the card it follows or right before the card that follows it.",
    rules: [
      {
        title: "Cards",
        body: "One standard 52-card deck. The four kings are removed after the deal, so 48 cards are in play. Aces are low: ace 1, 2 to 10 their face value, jack 11, queen 12.",
      },
      {
        title: "Layout",
        body: lines(
          "54 slots in 6 rows of 9, numbered row by row from 0 (top-left corner) to 53 (bottom-right corner): slot = 9 × row + column, counting rows and columns from 0.",
          "The slots form one single line in slot order: the last slot of a row is followed by the first slot of the next row (8 → 9, 17 → 18, and so on). Slot 53 is the end of the line: it is not followed by slot 0.",
        ),
      },
      {
        title: "Deal",
        body: lines(
          "The shuffled pack is dealt face up to slots 1–7, 9–16 and 18–53, one card per slot in that order; the one card left over goes to slot 0. Slots 8 and 17 stay empty. Then the four kings are removed, wherever they lie. You start with 48 cards and 6 gaps: slots 8 and 17 and the four kings' slots.",
          "Deal numbers are Aisleriot's: deal number n is the layout Aisleriot deals when its random generator is seeded with n.",
        ),
      },
      {
        title: "Moves",
        body: lines(
          "You move one card at a time, from any slot into an empty slot. Card y follows card x when y has the same suit as x and a value one higher (the 5 of hearts follows the 4 of hearts, a queen follows the jack of its suit), or when x is any queen and y is any ace: from a queen to an ace the suit does not matter.",
          "A card may move into the empty slot t when at least one of these holds:",
          "- t is 0 and the card is an ace, or the card follows the card in slot t-1 (its left neighbour on the line);",
          "- t is 53 and the card is a queen, or the card in slot t+1 (its right neighbour on the line) follows it.",
          "So an ace may always go into slot 0 and a queen into slot 53 when they are empty. Because the line runs on from one row to the next, the left neighbour of slot 9 is slot 8 and the right neighbour of slot 8 is slot 9. The slot the card leaves counts as empty: it is no neighbour of the moving card.",
          "There is no stock and no deal: moving cards is the only action.",
        ),
      },
      {
        title: "Scoring",
        body: "The score is recomputed after every move. Read the slots in order from 0 to 53, skipping the gaps. The first card scores 1 point if it is an ace; every later card scores 1 point if it follows the card before it. Links from a queen to an ace score too, across suits. The maximum is 48.",
      },
      {
        title: "Goal and end of the game",
        body: "The game is won when the score reaches 48: along the line, every suit runs from ace to queen, one suit after another, in any order of suits, with the six gaps anywhere (before, between or inside the runs). Maze is never lost: every position that is not won can go on. Whether a win can still be reached is another matter.",
      },
      {
        title: "Tips",
        body: lines(
          "- Several gaps next to each other let you build long runs.",
          "- Avoid positions where all you can do is move one card back and forth between two slots.",
        ),
      },
      {
        title: "Playing through the API",
        body: lines(
          'A move is a JSON object naming two slots: {"type":"move","from":23,"to":8} moves the card in slot 23 into the empty slot 8. Slots are numbered 0 to 53 as above.',
          "In responses, cards are written as a rank and a suit: ranks A 2 3 4 5 6 7 8 9 T J Q (A ace, T 10, J jack, Q queen), suits C clubs, D diamonds, H hearts, S spades; so QS is the queen of spades.",
        ),
      },
    ],
  },

  es: {
    name: "Malla",
    summary:
      "Reordene 48 cartas en una cuadrícula de 54 espacios, moviendo una carta cada vez a un espacio vacío, hasta que cada palo vaya del as a la reina a lo largo de la línea de espacios. Una carta solo puede ir a un hueco justo después de la carta a la que sigue o justo antes de la carta que la sigue a ella.",
    rules: [
      {
        title: "Cartas",
        body: "Una baraja estándar de 52 cartas. Los cuatro reyes se retiran después del reparto, así que quedan 48 cartas en juego. El as es bajo: as 1, del 2 al 10 su número, jota 11, reina 12.",
      },
      {
        title: "Disposición",
        body: lines(
          "54 espacios en 6 filas de 9, numerados fila a fila desde el 0 (esquina superior izquierda) hasta el 53 (esquina inferior derecha): espacio = 9 × fila + columna, contando filas y columnas desde 0.",
          "Los espacios forman una sola línea en orden de número: al último espacio de una fila le sigue el primero de la fila siguiente (8 → 9, 17 → 18, etc.). El espacio 53 es el final de la línea: no le sigue el 0.",
        ),
      },
      {
        title: "Reparto",
        body: lines(
          "La baraja mezclada se reparte boca arriba en los espacios 1–7, 9–16 y 18–53, una carta por espacio y en ese orden; la carta que sobra va al espacio 0. Los espacios 8 y 17 quedan vacíos. Después se retiran los cuatro reyes, estén donde estén. Se empieza con 48 cartas y 6 huecos: los espacios 8 y 17 y los de los cuatro reyes.",
          "Los números de reparto son los de Aisleriot: el reparto número n es la disposición que reparte Aisleriot con su generador aleatorio inicializado con n.",
        ),
      },
      {
        title: "Movimientos",
        body: lines(
          "Se mueve una carta cada vez, desde cualquier espacio a un espacio vacío. Una carta y sigue a una carta x cuando y es del mismo palo que x y vale uno más (el 5 de corazones sigue al 4 de corazones, una reina sigue a la jota de su palo), o cuando x es cualquier reina e y es cualquier as: de una reina a un as el palo no importa.",
          "Una carta puede ir al espacio vacío t cuando se cumple al menos una de estas condiciones:",
          "- t es 0 y la carta es un as, o la carta sigue a la del espacio t-1 (su vecino izquierdo en la línea);",
          "- t es 53 y la carta es una reina, o la carta del espacio t+1 (su vecino derecho en la línea) la sigue a ella.",
          "Así, un as siempre puede ir al espacio 0 y una reina al 53 cuando están vacíos. Como la línea continúa de una fila a la siguiente, el vecino izquierdo del espacio 9 es el 8 y el vecino derecho del 8 es el 9. El espacio que deja la carta cuenta como vacío: no es vecino de la carta que se mueve.",
          "No hay montón ni reparto: mover cartas es la única acción.",
        ),
      },
      {
        title: "Puntuación",
        body: "La puntuación se recalcula después de cada movimiento. Se leen los espacios en orden del 0 al 53, saltando los huecos. La primera carta puntúa 1 si es un as; cada carta posterior puntúa 1 si sigue a la carta anterior. Los enlaces de una reina a un as también puntúan, aunque cambien de palo. El máximo es 48.",
      },
      {
        title: "Objetivo y fin de la partida",
        body: "La partida se gana cuando la puntuación llega a 48: a lo largo de la línea, cada palo va del as a la reina, un palo tras otro, en cualquier orden de palos y con los seis huecos en cualquier sitio (antes, entre o dentro de las secuencias). Una partida de Malla nunca se pierde: toda posición que no esté ganada puede continuar. Otra cuestión es si todavía se puede llegar a ganar.",
      },
      {
        title: "Consejos",
        body: lines(
          "- Varios huecos seguidos permiten construir secuencias largas.",
          "- Evite las posiciones en las que lo único que puede hacer es mover una carta de un lado a otro entre dos espacios.",
        ),
      },
      {
        title: "Jugar a través de la API",
        body: lines(
          'Un movimiento es un objeto JSON que indica dos espacios: {"type":"move","from":23,"to":8} mueve la carta del espacio 23 al espacio vacío 8. Los espacios se numeran del 0 al 53 como se ha explicado.',
          "En las respuestas, las cartas se escriben con un valor y un palo: valores A 2 3 4 5 6 7 8 9 T J Q (A as, T 10, J jota, Q reina), palos C tréboles, D diamantes, H corazones, S picas; así, QS es la reina de picas.",
        ),
      },
    ],
  },

  ca: {
    name: "Catacumbes",
    summary:
      "Reordeneu 48 cartes en una quadrícula de 54 posicions, movent una carta cada vegada a una posició buida, fins que cada pal vagi de l'as a la reina al llarg de la línia de posicions. Una carta només pot anar a un forat just després de la carta a la qual segueix o just abans de la carta que la segueix a ella.",
    rules: [
      {
        title: "Cartes",
        body: "Una baralla estàndard de 52 cartes. Els quatre reis es retiren després del repartiment, de manera que queden 48 cartes en joc. L'as és baix: as 1, del 2 al 10 el seu número, sota 11, reina 12.",
      },
      {
        title: "Disposició",
        body: lines(
          "54 posicions en 6 files de 9, numerades fila per fila des del 0 (cantonada superior esquerra) fins al 53 (cantonada inferior dreta): posició = 9 × fila + columna, comptant files i columnes des de 0.",
          "Les posicions formen una sola línia en ordre de número: després de l'última posició d'una fila ve la primera de la fila següent (8 → 9, 17 → 18, etc.). La posició 53 és el final de la línia: després no ve la 0.",
        ),
      },
      {
        title: "Repartiment",
        body: lines(
          "La baralla barrejada es reparteix cara amunt a les posicions 1–7, 9–16 i 18–53, una carta per posició i en aquest ordre; la carta que sobra va a la posició 0. Les posicions 8 i 17 queden buides. Després es retiren els quatre reis, siguin on siguin. Es comença amb 48 cartes i 6 forats: les posicions 8 i 17 i les dels quatre reis.",
          "Els números de repartiment són els de l'Aisleriot: el repartiment número n és la disposició que reparteix l'Aisleriot quan el seu generador aleatori s'inicialitza amb n.",
        ),
      },
      {
        title: "Moviments",
        body: lines(
          "Es mou una carta cada vegada, des de qualsevol posició a una posició buida. Una carta y segueix una carta x quan y és del mateix pal que x i val un més (el 5 de cors segueix el 4 de cors, una reina segueix la sota del seu pal), o quan x és qualsevol reina i y és qualsevol as: d'una reina a un as el pal no importa.",
          "Una carta pot anar a la posició buida t quan es compleix almenys una d'aquestes condicions:",
          "- t és 0 i la carta és un as, o la carta segueix la de la posició t-1 (la seva veïna esquerra a la línia);",
          "- t és 53 i la carta és una reina, o la carta de la posició t+1 (la seva veïna dreta a la línia) la segueix.",
          "Així, un as sempre pot anar a la posició 0 i una reina a la 53 quan són buides. Com que la línia continua d'una fila a la següent, la veïna esquerra de la posició 9 és la 8 i la veïna dreta de la 8 és la 9. La posició que deixa la carta compta com a buida: no és veïna de la carta que es mou.",
          "No hi ha pila principal ni repartiment: moure cartes és l'única acció.",
        ),
      },
      {
        title: "Puntuació",
        body: "La puntuació es recalcula després de cada moviment. Es llegeixen les posicions en ordre del 0 al 53, saltant els forats. La primera carta puntua 1 si és un as; cada carta posterior puntua 1 si segueix la carta anterior. Els enllaços d'una reina a un as també puntuen, encara que canviïn de pal. El màxim és 48.",
      },
      {
        title: "Objectiu i final de la partida",
        body: "La partida es guanya quan la puntuació arriba a 48: al llarg de la línia, cada pal va de l'as a la reina, un pal darrere l'altre, en qualsevol ordre de pals i amb els sis forats a qualsevol lloc (abans, entre o dins de les seqüències). Una partida de Catacumbes no es perd mai: qualsevol situació que no estigui guanyada pot continuar. Una altra qüestió és si encara es pot arribar a guanyar.",
      },
      {
        title: "Consells",
        body: lines(
          "- Diversos forats seguits permeten construir seqüències llargues.",
          "- Eviteu les situacions en què l'única cosa que podeu fer és moure una carta d'una banda a l'altra entre dues posicions.",
        ),
      },
      {
        title: "Jugar mitjançant l'API",
        body: lines(
          'Un moviment és un objecte JSON que indica dues posicions: {"type":"move","from":23,"to":8} mou la carta de la posició 23 a la posició buida 8. Les posicions es numeren del 0 al 53 com s\'ha explicat.',
          "A les respostes, les cartes s'escriuen amb un valor i un pal: valors A 2 3 4 5 6 7 8 9 T J Q (A as, T 10, J sota, Q reina), pals C trèvols, D diamants, H cors, S espases; així, QS és la reina d'espases.",
        ),
      },
    ],
  },

  cs: {
    name: "Bludiště",
    summary:
      "Přeskládejte 48 karet v mřížce o 54 pozicích, vždy po jedné kartě na prázdnou pozici, až každá barva povede od esa po dámu podél řady pozic. Karta smí na prázdné místo jen hned za kartu, na kterou navazuje, nebo hned před kartu, která navazuje na ni.",
    rules: [
      {
        title: "Karty",
        body: "Jedna standardní sada 52 karet. Čtyři králové se po rozdání odstraní, takže ve hře zůstává 48 karet. Eso je nejslabší: eso 1, karty 2 až 10 podle čísla, kluk 11, dáma 12.",
      },
      {
        title: "Rozložení",
        body: lines(
          "54 pozic v 6 řádcích po 9, očíslovaných po řádcích od 0 (levý horní roh) do 53 (pravý dolní roh): pozice = 9 × řádek + sloupec, přičemž řádky i sloupce se počítají od 0.",
          "Pozice tvoří jedinou souvislou řadu v pořadí čísel: za poslední pozicí řádku následuje první pozice dalšího řádku (8 → 9, 17 → 18 atd.). Pozice 53 je konec řady: za ní už nenásleduje pozice 0.",
        ),
      },
      {
        title: "Rozdání",
        body: lines(
          "Zamíchané karty se rozdají lícem nahoru na pozice 1–7, 9–16 a 18–53, po jedné kartě v tomto pořadí; jediná zbylá karta jde na pozici 0. Pozice 8 a 17 zůstanou prázdné. Potom se odstraní všichni čtyři králové, ať leží kdekoli. Začíná se tedy se 48 kartami a 6 mezerami: pozice 8 a 17 a pozice čtyř králů.",
          "Čísla rozdání jsou stejná jako v Aisleriotu: rozdání číslo n je rozložení, které Aisleriot rozdá s generátorem náhodných čísel inicializovaným hodnotou n.",
        ),
      },
      {
        title: "Tahy",
        body: lines(
          "Táhne se vždy jednou kartou, z libovolné pozice na prázdnou pozici. Karta y navazuje na kartu x, když má y stejnou barvu jako x a hodnotu o jedna vyšší (srdcová pětka navazuje na srdcovou čtyřku, dáma na kluka stejné barvy), nebo když x je libovolná dáma a y libovolné eso: od dámy k esu na barvě nezáleží.",
          "Karta smí na prázdnou pozici t, když platí alespoň jedna z těchto podmínek:",
          "- t je 0 a karta je eso, nebo karta navazuje na kartu na pozici t-1 (levý soused v řadě);",
          "- t je 53 a karta je dáma, nebo karta na pozici t+1 (pravý soused v řadě) navazuje na ni.",
          "Eso tedy smí vždy na prázdnou pozici 0 a dáma na prázdnou pozici 53. Protože řada pokračuje z jednoho řádku do dalšího, levým sousedem pozice 9 je pozice 8 a pravým sousedem pozice 8 je pozice 9. Pozice, kterou karta opouští, se počítá jako prázdná: není sousedem přesouvané karty.",
          "Nejsou tu volné karty ani rozdávání: jedinou akcí je přesun karet.",
        ),
      },
      {
        title: "Bodování",
        body: "Skóre se přepočítá po každém tahu. Pozice se čtou v pořadí od 0 do 53 a mezery se přeskakují. První karta získá 1 bod, je-li to eso; každá další karta získá 1 bod, pokud navazuje na kartu před ní. Bod se počítá i za přechod od dámy k esu, přestože se mění barva. Maximum je 48.",
      },
      {
        title: "Cíl a konec hry",
        body: "Hru vyhrajete, když skóre dosáhne 48: podél řady vede každá barva od esa po dámu, jedna barva za druhou, v libovolném pořadí barev a se šesti mezerami kdekoli (před postupkami, mezi nimi i uvnitř nich). Bludiště nelze prohrát: z každého stavu hry, který není vítězný, se dá pokračovat. Jiná otázka je, zda se k výhře ještě dá dojít.",
      },
      {
        title: "Tipy",
        body: lines(
          "- Několik mezer vedle sebe umožňuje stavět dlouhé postupky.",
          "- Vyhýbejte se stavům, kdy můžete jen přesouvat jednu kartu tam a zpět mezi dvěma pozicemi.",
        ),
      },
      {
        title: "Hraní přes API",
        body: lines(
          'Tah je objekt JSON, který udává dvě pozice: {"type":"move","from":23,"to":8} přesune kartu z pozice 23 na prázdnou pozici 8. Pozice jsou očíslované od 0 do 53 jako výše.',
          "V odpovědích se karty zapisují kódem z hodnoty a barvy: hodnoty A 2 3 4 5 6 7 8 9 T J Q (A eso, T 10, J kluk, Q dáma), barvy C kříže, D kára, H srdce, S piky; QS je tedy piková dáma.",
        ),
      },
    ],
  },

  el: {
    name: "Δαίδαλος",
    summary:
      "Τακτοποιήστε 48 φύλλα σε ένα πλέγμα 54 υποδοχών, μετακινώντας ένα φύλλο κάθε φορά σε άδεια υποδοχή, ώσπου κάθε φυλή να πηγαίνει από τον άσο ως τη ντάμα κατά μήκος της γραμμής των υποδοχών. Ένα φύλλο μπαίνει σε κενό μόνο ακριβώς μετά από το προηγούμενό του ή ακριβώς πριν από το επόμενό του.",
    rules: [
      {
        title: "Φύλλα",
        body: "Μία τυπική τράπουλα των 52 φύλλων. Οι τέσσερις ρηγάδες αφαιρούνται μετά το μοίρασμα, οπότε στο παιχνίδι μένουν 48 φύλλα. Ο άσος είναι χαμηλός: άσος 1, από 2 έως 10 ο αριθμός του φύλλου, βαλές 11, ντάμα 12.",
      },
      {
        title: "Διάταξη",
        body: lines(
          "54 υποδοχές σε 6 σειρές των 9, αριθμημένες σειρά προς σειρά από το 0 (πάνω αριστερή γωνία) ως το 53 (κάτω δεξιά γωνία): υποδοχή = 9 × σειρά + στήλη, όπου οι σειρές και οι στήλες μετρούν από το 0.",
          "Οι υποδοχές σχηματίζουν μία ενιαία γραμμή κατά σειρά αριθμού: μετά την τελευταία υποδοχή μιας σειράς έρχεται η πρώτη της επόμενης σειράς (8 → 9, 17 → 18 κ.ο.κ.). Η υποδοχή 53 είναι το τέλος της γραμμής: μετά από αυτήν δεν έρχεται η 0.",
        ),
      },
      {
        title: "Μοίρασμα",
        body: lines(
          "Η ανακατεμένη τράπουλα μοιράζεται με την όψη προς τα πάνω στις υποδοχές 1–7, 9–16 και 18–53, ένα φύλλο σε κάθε υποδοχή με αυτή τη σειρά. Το ένα φύλλο που περισσεύει πηγαίνει στην υποδοχή 0. Οι υποδοχές 8 και 17 μένουν άδειες. Έπειτα αφαιρούνται οι τέσσερις ρηγάδες, όπου κι αν βρίσκονται. Ξεκινάτε λοιπόν με 48 φύλλα και 6 κενά: τις υποδοχές 8 και 17 και τις υποδοχές των τεσσάρων ρηγάδων.",
          "Οι αριθμοί μοιράσματος είναι αυτοί του Aisleriot: το μοίρασμα με αριθμό n είναι η διάταξη που μοιράζει το Aisleriot όταν η γεννήτρια τυχαίων αριθμών του αρχικοποιείται με n.",
        ),
      },
      {
        title: "Κινήσεις",
        body: lines(
          "Μετακινείτε ένα φύλλο κάθε φορά, από οποιαδήποτε υποδοχή σε μια άδεια υποδοχή. Το φύλλο y ακολουθεί το φύλλο x όταν το y είναι της ίδιας φυλής με το x και αξία κατά ένα μεγαλύτερη (το 5 κούπα ακολουθεί το 4 κούπα, μια ντάμα ακολουθεί τον βαλέ της ίδιας φυλής), ή όταν το x είναι οποιαδήποτε ντάμα και το y οποιοσδήποτε άσος: από ντάμα σε άσο η φυλή δεν έχει σημασία.",
          "Ένα φύλλο μπορεί να μπει στην άδεια υποδοχή t όταν ισχύει τουλάχιστον ένα από τα εξής:",
          "- η t είναι η 0 και το φύλλο είναι άσος, ή το φύλλο ακολουθεί το φύλλο της υποδοχής t-1 (της αριστερής γειτονικής στη γραμμή),",
          "- η t είναι η 53 και το φύλλο είναι ντάμα, ή το φύλλο της υποδοχής t+1 (της δεξιάς γειτονικής στη γραμμή) ακολουθεί το φύλλο που μετακινείτε.",
          "Έτσι, ένας άσος μπορεί πάντα να μπει στην υποδοχή 0 και μια ντάμα στην 53, όταν είναι άδειες. Επειδή η γραμμή συνεχίζει από τη μία σειρά στην επόμενη, αριστερή γειτονική της υποδοχής 9 είναι η 8 και δεξιά γειτονική της 8 είναι η 9. Η υποδοχή που αφήνει το φύλλο μετράει ως άδεια: δεν είναι γειτονική του φύλλου που μετακινείται.",
          "Δεν υπάρχει μάνα ούτε μοίρασμα: η μόνη ενέργεια είναι η μετακίνηση φύλλων.",
        ),
      },
      {
        title: "Βαθμολογία",
        body: "Η βαθμολογία υπολογίζεται ξανά μετά από κάθε κίνηση. Οι υποδοχές διαβάζονται με τη σειρά από το 0 ως το 53, παραλείποντας τα κενά. Το πρώτο φύλλο παίρνει 1 πόντο αν είναι άσος. Κάθε επόμενο φύλλο παίρνει 1 πόντο αν ακολουθεί το φύλλο πριν από αυτό. Οι συνδέσεις από ντάμα σε άσο μετράνε κι αυτές, ακόμη κι αν αλλάζει η φυλή. Το μέγιστο είναι 48.",
      },
      {
        title: "Σκοπός και τέλος του παιχνιδιού",
        body: "Το παιχνίδι κερδίζεται όταν η βαθμολογία φτάσει το 48: κατά μήκος της γραμμής κάθε φυλή πηγαίνει από τον άσο ως τη ντάμα, η μία φυλή μετά την άλλη, με οποιαδήποτε σειρά φυλών και με τα έξι κενά οπουδήποτε (πριν, ανάμεσα ή μέσα στις ακολουθίες). Ο Δαίδαλος δεν χάνεται ποτέ: κάθε κατάσταση που δεν είναι νικηφόρα μπορεί να συνεχιστεί. Άλλο ζήτημα είναι αν η νίκη είναι ακόμη εφικτή.",
      },
      {
        title: "Συμβουλές",
        body: lines(
          "- Πολλά κενά το ένα δίπλα στο άλλο σας επιτρέπουν να φτιάξετε μεγάλες ακολουθίες.",
          "- Αποφύγετε καταστάσεις όπου το μόνο που μπορείτε να κάνετε είναι να πηγαινοφέρνετε ένα φύλλο ανάμεσα σε δύο υποδοχές.",
        ),
      },
      {
        title: "Παιχνίδι μέσω του API",
        body: lines(
          'Μια κίνηση είναι ένα αντικείμενο JSON που ορίζει δύο υποδοχές: {"type":"move","from":23,"to":8} μετακινεί το φύλλο της υποδοχής 23 στην άδεια υποδοχή 8. Οι υποδοχές αριθμούνται από 0 έως 53 όπως παραπάνω.',
          "Στις απαντήσεις τα φύλλα γράφονται με μια αξία και μια φυλή: αξίες A 2 3 4 5 6 7 8 9 T J Q (A άσος, T 10, J βαλές, Q ντάμα), φυλές C σπαθί, D καρό, H κούπα, S μπαστούνι. Έτσι, QS είναι η ντάμα μπαστούνι.",
        ),
      },
    ],
  },
} as const satisfies GameTexts;
