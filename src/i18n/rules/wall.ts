import { lines, type GameTexts } from "./types.ts";

// Wall, as the product plays it (shared/rules/wall.md). Game vocabulary follows Aisleriot's
// translated help pages; the sentences are our own.

export const WALL_TEXTS = {
  en: {
    name: "Wall",
    summary:
      "Fight your way up through a wall of 45 cards and two lines of guards to the throne, attacking with the cards of the waste: an attack succeeds when its cards add up to more than the target's health. Remove the two kings of spades from the throne to win.",
    rules: [
      {
        title: "Cards",
        body: "Two standard 52-card decks without the two kings of spades: 102 cards. Aces are low. Card values: ace 1, 2 to 10 their face value, jack 11, queen 12, king 13.",
      },
      {
        title: "Layout",
        body: lines(
          "The slots are numbered as in Aisleriot, and moves name them by these numbers:",
          "- 0: the throne, at the top.",
          "- 1–3: the high guard, three piles below the throne.",
          "- 4–7: the low guard, four piles below the high guard.",
          "- 8–52: the wall, 45 cards in six rows: 8–15 (top row, 8 cards), 16–22 (7), 23–30 (8), 31–37 (7), 38–45 (8), 46–52 (bottom row, 7).",
          "- 53: the stock.",
          "- 54, 55, 56: the waste.",
          "The wall is laid like bricks: each card of a 7-card row sits halfway between two cards of the rows above and below it. For a wall card in slot s, the cards touching its top-left and top-right corners are s-8 and s-7, the cards covering its bottom-left and bottom-right corners are s+7 and s+8, and its row neighbours are s-1 and s+1. The first card of an 8-card row (8, 23, 38) has nothing at its left corners and the last one (15, 30, 45) nothing at its right corners; the top row has nothing above it and the bottom row nothing below it.",
          "Low guard pile L (4–7) stands above the top-row wall cards 8+2(L-4) and 9+2(L-4): pile 4 above 8 and 9, pile 5 above 10 and 11, pile 6 above 12 and 13, pile 7 above 14 and 15. High guard pile H (1–3) stands above low guard piles H+3 and H+4: pile 1 above 4 and 5, pile 2 above 5 and 6, pile 3 above 6 and 7.",
        ),
      },
      {
        title: "Deal",
        body: lines(
          "From the 102 shuffled cards:",
          "- 6 cards face up to the high guard, two per pile;",
          "- 12 cards face down to the low guard, three per pile;",
          "- 45 cards face up to the wall, slots 8 to 52 in order;",
          "- the remaining 39 cards form the stock; 3 of them go to the waste straight away, leaving 36 in the stock (12 more deals of 3);",
          "- the throne holds the two kings of spades, face up.",
          "Deal numbers are Aisleriot's: deal number n is the layout Aisleriot deals when its random generator is seeded with n, so any deal can be checked against Aisleriot.",
        ),
      },
      {
        title: "Goal",
        body: "Remove the two kings from the throne. The game is won as soon as the throne is empty. You start at the bottom of the wall and work your way up to the throne, removing cards and piles on the way.",
      },
      {
        title: "What can be attacked",
        body: lines(
          "A target is a wall card, a low guard pile, a high guard pile or the throne. Only an exposed target that is not empty can be attacked.",
          "- Wall: the cards of the bottom row (46–52) are always exposed. Any other wall card becomes exposed when a card covering its bottom-left or bottom-right corner has been removed, or a card next to it in the same row. This holds in every row, the top row included.",
          "- Low guard pile: exposed when one of the two wall cards below it has been removed, or a neighbouring low guard pile.",
          "- High guard pile: exposed when one of the two low guard piles below it has been removed. Piles 1 and 3 are also exposed when the middle pile (2) has been removed, and the middle pile when pile 1 or pile 3 has been removed; piles 1 and 3 are not neighbours of each other.",
          "- Throne: exposed when all three high guard piles have been removed.",
        ),
      },
      {
        title: "Health",
        body: lines(
          "Every attack compares two healths.",
          "- Attack cards: the sum of their values.",
          "- A card in the top row of the wall (8–15): its own value.",
          "- Any other wall card: its own value plus the values of the cards touching its top-left and top-right corners (s-8 and s-7).",
          "- The edge cards of rows 3 and 5 (23 and 38 on the left, 30 and 45 on the right) touch only one card at their top corners: their health is their own value plus that card (s-7 on the left edge, s-8 on the right edge) plus the card directly above them, two rows up (s-15).",
          "- A pile (low guard, high guard or throne): the sum of all its cards, face-down ones included. The throne's health is 26 (two kings).",
          "Only cards still on the table count: a removed neighbour adds 0, so a card's health drops as the cards around it are removed. (The card two rows up, s-15, still counts after s-7 or s-8 is gone.)",
        ),
      },
      {
        title: "Attacking",
        body: lines(
          "You attack with any non-empty selection of the cards now in the waste (one, two or all three). An attack on target T:",
          "- succeeds when the attack cards add up to more than T's health — strictly more: a tie is not enough. All of T's cards and the attack cards are removed, and the score goes up by T's health as it was before the attack;",
          "- is not allowed if it would fail (nothing changes), except on a face-down low guard pile;",
          "- no retreat: an exposed low guard pile that is still face down can be attacked with any cards, whatever their sum. The pile is turned face up and the attack cards are used up. If they beat the pile's health, the pile is removed and scored as usual; if not, the pile stays, now face up, and the attack cards are lost anyway. Once face up, the pile is a target like any other: failing attacks on it are not allowed.",
          "After an attack, if the waste is empty and the stock is not, 3 new cards are dealt to the waste automatically.",
        ),
      },
      {
        title: "Dealing new cards",
        body: "While the stock is not empty you may deal at any time: every card left in the waste is discarded (out of the game), and the next 3 stock cards go to the waste. The stock always holds a multiple of 3 cards. When the stock is empty there is nothing more to deal.",
      },
      {
        title: "Scoring",
        body: "Each successful attack scores the health of the removed target at the moment of the attack. Failed attacks on face-down piles score nothing. There is no other scoring.",
      },
      {
        title: "End of the game",
        body: "The game is won when the throne is empty. It is lost when the throne is not empty and there is no way to go on: the stock is empty, no exposed face-up target can be beaten by the sum of all the waste cards, and no exposed low guard pile that is still face down can be attacked (because the waste is empty or there is no such pile).",
      },
      {
        title: "Tips",
        body: lines(
          "- Before you start, look for a short path up through the wall: it pays to climb as straight as you can.",
          "- Make as many attacks as you can before dealing, since a deal discards the waste.",
          "- The health of a face-down low guard pile is unknown until it is turned; on average it is a little under 21. Turning it with a single low card shows you its cards before you commit to that path.",
        ),
      },
      {
        title: "Playing through the API",
        body: lines(
          "A move is a JSON object of one of two kinds:",
          '- Deal: {"type":"deal"}',
          '- Attack: {"type":"attack","target":7,"cards":["7H","2C"]}. target is a slot from 0 to 52 (0 throne, 1–3 high guard, 4–7 low guard, 8–52 wall); cards are the waste cards you attack with.',
          "A card code is a rank and a suit: ranks A 2 3 4 5 6 7 8 9 T J Q K (A ace, T 10, J jack, Q queen, K king), suits C clubs, D diamonds, H hearts, S spades; so 7H is the seven of hearts and TS the ten of spades. The stock is slot 53 and the waste is slots 54–56; attack cards are named by their codes, not by slot. With two decks the waste may hold two identical cards: to use both, give the code twice.",
          "Aisleriot's shortcuts (click and double click on a card) are not separate moves: whatever they do is an attack, a deal, or both.",
          "The order of the stock and the cards of face-down piles stay hidden until they come into play.",
        ),
      },
    ],
  },

  es: {
    name: "Muro",
    summary:
      "Ábrase paso a través de un muro de 45 cartas y dos líneas de guardia hasta el trono, atacando con las cartas de la basura: un ataque tiene éxito cuando sus cartas suman más que la salud del objetivo. Para ganar, retire del trono los dos reyes de picas.",
    rules: [
      {
        title: "Cartas",
        body: "Dos barajas estándar de 52 cartas sin los dos reyes de picas: 102 cartas. El as es bajo. Valores: as 1, del 2 al 10 su número, jota 11, reina 12, rey 13.",
      },
      {
        title: "Disposición",
        body: lines(
          "Los espacios se numeran como en Aisleriot, y los movimientos los indican con estos números:",
          "- 0: el trono, arriba del todo.",
          "- 1–3: la última línea de guardia, tres pilas bajo el trono.",
          "- 4–7: la primera línea de guardia, cuatro pilas bajo la última.",
          "- 8–52: el muro, 45 cartas en seis filas: 8–15 (fila superior, 8 cartas), 16–22 (7), 23–30 (8), 31–37 (7), 38–45 (8), 46–52 (fila inferior, 7).",
          "- 53: el montón.",
          "- 54, 55, 56: la basura.",
          "El muro está hecho como una pared de ladrillos: cada carta de una fila de 7 queda a medio camino entre dos cartas de las filas de arriba y de abajo. Para una carta del muro en el espacio s, las cartas que tocan sus esquinas superior izquierda y superior derecha son s-8 y s-7; las que cubren sus esquinas inferior izquierda e inferior derecha son s+7 y s+8; y sus vecinas de fila son s-1 y s+1. La primera carta de una fila de 8 (8, 23, 38) no tiene nada en sus esquinas izquierdas, y la última (15, 30, 45) nada en las derechas; la fila superior no tiene nada encima y la inferior nada debajo.",
          "La pila L de la primera guardia (4–7) está sobre las cartas 8+2(L-4) y 9+2(L-4) de la fila superior del muro: la pila 4 sobre 8 y 9, la 5 sobre 10 y 11, la 6 sobre 12 y 13, la 7 sobre 14 y 15. La pila H de la última guardia (1–3) está sobre las pilas H+3 y H+4 de la primera guardia: la pila 1 sobre 4 y 5, la 2 sobre 5 y 6, la 3 sobre 6 y 7.",
        ),
      },
      {
        title: "Reparto",
        body: lines(
          "De las 102 cartas barajadas:",
          "- 6 cartas boca arriba a la última guardia, dos por pila;",
          "- 12 cartas boca abajo a la primera guardia, tres por pila;",
          "- 45 cartas boca arriba al muro, en los espacios 8 a 52 por orden;",
          "- las 39 cartas restantes forman el montón; 3 de ellas pasan enseguida a la basura y quedan 36 en el montón (12 repartos más de 3);",
          "- el trono recibe los dos reyes de picas, boca arriba.",
          "Los números de partida son los de Aisleriot: la partida número n tiene la disposición que reparte Aisleriot con su generador aleatorio inicializado con n, de modo que cualquier partida se puede comprobar en Aisleriot.",
        ),
      },
      {
        title: "Objetivo",
        body: "Retire los dos reyes del trono. La partida se gana en cuanto el trono queda vacío. Se empieza por la parte baja del muro y se sube hacia el trono eliminando cartas y pilas por el camino.",
      },
      {
        title: "Qué se puede atacar",
        body: lines(
          "Un objetivo es una carta del muro, una pila de la primera o de la última guardia, o el trono. Solo se puede atacar un objetivo descubierto y no vacío.",
          "- Muro: las cartas de la fila inferior (46–52) están siempre descubiertas. Cualquier otra carta del muro queda descubierta cuando se ha eliminado una carta que cubría su esquina inferior izquierda o inferior derecha, o una carta de al lado en la misma fila. Esto vale en todas las filas, también en la superior.",
          "- Pila de la primera guardia: descubierta cuando se ha eliminado una de las dos cartas del muro que tiene debajo, o una pila vecina de la primera guardia.",
          "- Pila de la última guardia: descubierta cuando se ha eliminado una de las dos pilas de la primera guardia que tiene debajo. Las pilas 1 y 3 también quedan descubiertas cuando se ha eliminado la pila central (2), y la pila central cuando se ha eliminado la 1 o la 3; las pilas 1 y 3 no son vecinas entre sí.",
          "- Trono: descubierto cuando se han eliminado las tres pilas de la última guardia.",
        ),
      },
      {
        title: "Salud",
        body: lines(
          "Cada ataque compara dos saludes.",
          "- Cartas de ataque: la suma de sus valores.",
          "- Carta de la fila superior del muro (8–15): su propio valor.",
          "- Cualquier otra carta del muro: su valor más los de las cartas que tocan sus esquinas superior izquierda y superior derecha (s-8 y s-7).",
          "- Las cartas de los bordes de las filas 3 y 5 (23 y 38 a la izquierda, 30 y 45 a la derecha) solo tocan una carta con sus esquinas superiores: su salud es su valor más esa carta (s-7 en el borde izquierdo, s-8 en el derecho) más la carta situada justo encima, dos filas más arriba (s-15).",
          "- Pila (primera guardia, última guardia o trono): la suma de todas sus cartas, también las que están boca abajo. La salud del trono es 26 (dos reyes).",
          "Solo cuentan las cartas que siguen en la mesa: una vecina eliminada vale 0, así que la salud de una carta baja a medida que se eliminan las cartas de su alrededor. (La carta de dos filas más arriba, s-15, sigue contando aunque s-7 o s-8 ya no esté.)",
        ),
      },
      {
        title: "Ataques",
        body: lines(
          "Se ataca con cualquier selección no vacía de las cartas que hay en la basura (una, dos o las tres). Un ataque contra el objetivo T:",
          "- tiene éxito cuando las cartas de ataque suman más que la salud de T, estrictamente más: el empate no basta. Se eliminan todas las cartas de T y las cartas de ataque, y la puntuación aumenta en la salud que tenía T antes del ataque;",
          "- no está permitido si fallaría (no cambia nada), salvo contra una pila boca abajo de la primera guardia;",
          "- sin retirada: una pila descubierta de la primera guardia que sigue boca abajo se puede atacar con cualquier carta, sume lo que sume. La pila se pone boca arriba y las cartas de ataque se gastan. Si superan la salud de la pila, esta se elimina y puntúa como siempre; si no, la pila se queda, ya boca arriba, y las cartas de ataque se pierden igualmente. Una vez boca arriba, la pila es un objetivo como cualquier otro: no se permiten ataques fallidos contra ella.",
          "Después de un ataque, si la basura ha quedado vacía y el montón no, se reparten automáticamente 3 cartas nuevas a la basura.",
        ),
      },
      {
        title: "Repartir cartas nuevas",
        body: "Mientras el montón no esté vacío, puede repartir en cualquier momento: todas las cartas que queden en la basura se descartan (salen del juego) y las 3 siguientes cartas del montón pasan a la basura. El montón siempre tiene un múltiplo de 3 cartas. Con el montón vacío ya no se puede repartir.",
      },
      {
        title: "Puntuación",
        body: "Cada ataque con éxito suma la salud del objetivo eliminado en el momento del ataque. Los ataques fallidos contra pilas boca abajo no puntúan. No hay ninguna otra puntuación.",
      },
      {
        title: "Fin de la partida",
        body: "La partida se gana cuando el trono está vacío. Se pierde cuando el trono no está vacío y ya no se puede seguir: el montón está vacío, ningún objetivo descubierto y boca arriba se puede vencer con la suma de todas las cartas de la basura, y no se puede atacar ninguna pila descubierta de la primera guardia que siga boca abajo (porque la basura está vacía o no queda ninguna pila así).",
      },
      {
        title: "Consejos",
        body: lines(
          "- Antes de empezar, busque un camino corto a través del muro: conviene subir lo más recto posible.",
          "- Haga todos los ataques que pueda antes de repartir, porque al repartir se descarta la basura.",
          "- La salud de una pila boca abajo de la primera guardia no se conoce hasta darle la vuelta; de media es algo menos de 21. Si la voltea atacándola con una sola carta baja, verá sus cartas antes de decidir si sube por ese camino.",
        ),
      },
      {
        title: "Jugar a través de la API",
        body: lines(
          "Un movimiento es un objeto JSON de uno de estos dos tipos:",
          '- Repartir: {"type":"deal"}',
          '- Atacar: {"type":"attack","target":7,"cards":["7H","2C"]}. target es un espacio del 0 al 52 (0 trono, 1–3 última guardia, 4–7 primera guardia, 8–52 muro); cards son las cartas de la basura con las que ataca.',
          "El código de una carta es un valor y un palo: valores A 2 3 4 5 6 7 8 9 T J Q K (A as, T 10, J jota, Q reina, K rey), palos C tréboles, D diamantes, H corazones, S picas; así, 7H es el siete de corazones y TS el diez de picas. El montón es el espacio 53 y la basura los espacios 54–56; las cartas de ataque se indican por su código, no por su espacio. Con dos barajas la basura puede tener dos cartas iguales: para usar ambas, repita el código.",
          "Los atajos de Aisleriot (pulsar y pulsar dos veces sobre una carta) no son movimientos aparte: todo lo que hacen es un ataque, un reparto o ambas cosas.",
          "El orden del montón y las cartas de las pilas boca abajo permanecen ocultos hasta que entran en juego.",
        ),
      },
    ],
  },

  ca: {
    name: "Paret",
    summary:
      "Obriu-vos pas a través d'una paret de 45 cartes i dos llocs de guàrdia fins al tron, atacant amb les cartes de la pila de descartades: un atac té èxit quan les seves cartes sumen més que la salut de l'objectiu. Guanyeu quan feu fora del tron els dos reis d'espases.",
    rules: [
      {
        title: "Cartes",
        body: "Dues baralles estàndard de 52 cartes sense els dos reis d'espases: 102 cartes. L'as és baix. Valors: as 1, del 2 al 10 el seu número, valet 11, reina 12, rei 13.",
      },
      {
        title: "Disposició",
        body: lines(
          "Les posicions es numeren com a l'Aisleriot, i els moviments les indiquen amb aquests números:",
          "- 0: el tron, a dalt de tot.",
          "- 1–3: el lloc de guàrdia superior, tres piles sota el tron.",
          "- 4–7: el lloc de guàrdia inferior, quatre piles sota la guàrdia superior.",
          "- 8–52: la paret, 45 cartes en sis files: 8–15 (fila superior, 8 cartes), 16–22 (7), 23–30 (8), 31–37 (7), 38–45 (8), 46–52 (fila inferior, 7).",
          "- 53: la pila principal.",
          "- 54, 55, 56: la pila de descartades.",
          "La paret està feta com un mur de maons: cada carta d'una fila de 7 queda a mig camí entre dues cartes de les files de dalt i de baix. Per a una carta de la paret a la posició s, les cartes que toquen les seves cantonades superior esquerra i superior dreta són s-8 i s-7; les que cobreixen les seves cantonades inferior esquerra i inferior dreta són s+7 i s+8; i les seves veïnes de fila són s-1 i s+1. La primera carta d'una fila de 8 (8, 23, 38) no té res a les cantonades esquerres, i l'última (15, 30, 45) res a les dretes; la fila superior no té res a sobre i la inferior res a sota.",
          "La pila L de la guàrdia inferior (4–7) és damunt de les cartes 8+2(L-4) i 9+2(L-4) de la fila superior de la paret: la pila 4 damunt de 8 i 9, la 5 damunt de 10 i 11, la 6 damunt de 12 i 13, la 7 damunt de 14 i 15. La pila H de la guàrdia superior (1–3) és damunt de les piles H+3 i H+4 de la guàrdia inferior: la pila 1 damunt de 4 i 5, la 2 damunt de 5 i 6, la 3 damunt de 6 i 7.",
        ),
      },
      {
        title: "Repartiment",
        body: lines(
          "De les 102 cartes barrejades:",
          "- 6 cartes cara amunt a la guàrdia superior, dues per pila;",
          "- 12 cartes cara avall a la guàrdia inferior, tres per pila;",
          "- 45 cartes cara amunt a la paret, a les posicions 8 a 52 per ordre;",
          "- les 39 cartes restants formen la pila principal; 3 d'aquestes passen de seguida a la pila de descartades, i en queden 36 a la pila principal (12 repartiments més de 3);",
          "- el tron rep els dos reis d'espases, cara amunt.",
          "Els números de partida són els de l'Aisleriot: la partida número n té la disposició que reparteix l'Aisleriot quan el seu generador aleatori s'inicialitza amb n, de manera que qualsevol partida es pot comprovar a l'Aisleriot.",
        ),
      },
      {
        title: "Objectiu",
        body: "Feu fora del tron els dos reis. La partida es guanya tan bon punt el tron queda buit. Comenceu per la part baixa de la paret i pugeu cap al tron fent fora cartes i piles pel camí.",
      },
      {
        title: "Què es pot atacar",
        body: lines(
          "Un objectiu és una carta de la paret, una pila de la guàrdia inferior o superior, o el tron. Només es pot atacar un objectiu descobert i no buit.",
          "- Paret: les cartes de la fila inferior (46–52) estan sempre descobertes. Qualsevol altra carta de la paret queda descoberta quan s'ha eliminat una carta que en cobria la cantonada inferior esquerra o inferior dreta, o una carta del costat a la mateixa fila. Això val a totes les files, també a la superior.",
          "- Pila de la guàrdia inferior: descoberta quan s'ha eliminat una de les dues cartes de la paret que té a sota, o una pila veïna de la guàrdia inferior.",
          "- Pila de la guàrdia superior: descoberta quan s'ha eliminat una de les dues piles de la guàrdia inferior que té a sota. Les piles 1 i 3 també queden descobertes quan s'ha eliminat la pila central (2), i la pila central quan s'ha eliminat la 1 o la 3; les piles 1 i 3 no són veïnes entre si.",
          "- Tron: descobert quan s'han eliminat les tres piles de la guàrdia superior.",
        ),
      },
      {
        title: "Salut",
        body: lines(
          "Cada atac compara dues saluts.",
          "- Cartes d'atac: la suma dels seus valors.",
          "- Carta de la fila superior de la paret (8–15): el seu propi valor.",
          "- Qualsevol altra carta de la paret: el seu valor més els de les cartes que toquen les seves cantonades superior esquerra i superior dreta (s-8 i s-7).",
          "- Les cartes de les vores de les files 3 i 5 (23 i 38 a l'esquerra, 30 i 45 a la dreta) només toquen una carta amb les cantonades superiors: la seva salut és el seu valor més aquesta carta (s-7 a la vora esquerra, s-8 a la dreta) més la carta just a sobre, dues files més amunt (s-15).",
          "- Pila (guàrdia inferior, guàrdia superior o tron): la suma de totes les seves cartes, també les que són cara avall. La salut del tron és 26 (dos reis).",
          "Només compten les cartes que encara són al tauler: una veïna eliminada val 0, de manera que la salut d'una carta baixa a mesura que s'eliminen les cartes del voltant. (La carta de dues files més amunt, s-15, continua comptant encara que s-7 o s-8 ja no hi sigui.)",
        ),
      },
      {
        title: "Atac",
        body: lines(
          "S'ataca amb qualsevol selecció no buida de les cartes que hi ha a la pila de descartades (una, dues o les tres). Un atac a l'objectiu T:",
          "- té èxit quan les cartes d'atac sumen més que la salut de T, estrictament més: amb un empat no n'hi ha prou. S'eliminen totes les cartes de T i les cartes d'atac, i la puntuació augmenta en la salut que tenia T abans de l'atac;",
          "- no està permès si fallaria (no canvia res), excepte contra una pila de la guàrdia inferior cara avall;",
          "- sense retirada: una pila descoberta de la guàrdia inferior que encara és cara avall es pot atacar amb qualsevol carta, sumi el que sumi. La pila es gira cara amunt i les cartes d'atac es gasten. Si superen la salut de la pila, la pila s'elimina i puntua com sempre; si no, la pila es queda, ara cara amunt, i les cartes d'atac es perden igualment. Un cop cara amunt, la pila és un objectiu com qualsevol altre: no s'hi permeten atacs fallits.",
          "Després d'un atac, si la pila de descartades ha quedat buida i la principal no, es reparteixen automàticament 3 cartes noves a la pila de descartades.",
        ),
      },
      {
        title: "Repartir cartes noves",
        body: "Mentre la pila principal no sigui buida, podeu repartir en qualsevol moment: totes les cartes que quedin a la pila de descartades es descarten (surten del joc) i les 3 cartes següents de la pila principal passen a la pila de descartades. La pila principal sempre té un múltiple de 3 cartes. Amb la pila principal buida ja no es pot repartir.",
      },
      {
        title: "Puntuació",
        body: "Cada atac amb èxit suma la salut de l'objectiu eliminat en el moment de l'atac. Els atacs fallits contra piles cara avall no puntuen. No hi ha cap altra puntuació.",
      },
      {
        title: "Final de la partida",
        body: "La partida es guanya quan el tron és buit. Es perd quan el tron no és buit i ja no es pot continuar: la pila principal és buida, cap objectiu descobert i cara amunt no es pot vèncer amb la suma de totes les cartes de la pila de descartades, i no es pot atacar cap pila descoberta de la guàrdia inferior que encara sigui cara avall (perquè la pila de descartades és buida o no n'hi ha cap).",
      },
      {
        title: "Consells",
        body: lines(
          "- Abans de començar, busqueu un camí curt a través de la paret: convé pujar tan recte com es pugui.",
          "- Feu tots els atacs que pugueu abans de repartir, perquè en repartir es descarta la pila de descartades.",
          "- La salut d'una pila cara avall de la guàrdia inferior no es coneix fins que es gira; de mitjana és una mica menys de 21. Si la gireu atacant-la amb una sola carta baixa, en veureu les cartes abans de decidir si pugeu per aquell camí.",
        ),
      },
      {
        title: "Jugar mitjançant l'API",
        body: lines(
          "Un moviment és un objecte JSON d'un d'aquests dos tipus:",
          '- Repartir: {"type":"deal"}',
          '- Atacar: {"type":"attack","target":7,"cards":["7H","2C"]}. target és una posició del 0 al 52 (0 tron, 1–3 guàrdia superior, 4–7 guàrdia inferior, 8–52 paret); cards són les cartes de la pila de descartades amb què ataqueu.',
          "El codi d'una carta és un valor i un pal: valors A 2 3 4 5 6 7 8 9 T J Q K (A as, T 10, J valet, Q reina, K rei), pals C trèvols, D diamants, H cors, S espases; així, 7H és el set de cors i TS el deu d'espases. La pila principal és la posició 53 i la de descartades les posicions 54–56; les cartes d'atac s'indiquen pel codi, no per la posició. Amb dues baralles, la pila de descartades pot tenir dues cartes iguals: per fer servir totes dues, repetiu el codi.",
          "Les dreceres de l'Aisleriot (fer clic i fer doble clic en una carta) no són moviments a part: tot el que fan és un atac, un repartiment o totes dues coses.",
          "L'ordre de la pila principal i les cartes de les piles cara avall es mantenen ocults fins que entren en joc.",
        ),
      },
    ],
  },

  cs: {
    name: "Hradby",
    summary:
      "Probojujte se přes hradby ze 45 karet a přes dva posty stráží až k trůnu a sesaďte z něj oba pikové krále; útočíte kartami z otočených a útok uspěje, když je jejich součet větší než síla cíle.",
    rules: [
      {
        title: "Karty",
        body: "Dvě standardní sady po 52 kartách bez obou pikových králů: 102 karet. Eso je nejslabší. Hodnoty: eso 1, karty 2 až 10 podle čísla, kluk 11, dáma 12, král 13.",
      },
      {
        title: "Rozložení",
        body: lines(
          "Pozice jsou očíslované stejně jako v Aisleriotu a tahy je označují těmito čísly:",
          "- 0: trůn, úplně nahoře.",
          "- 1–3: post horní stráže, tři hromádky pod trůnem.",
          "- 4–7: post dolní stráže, čtyři hromádky pod horní stráží.",
          "- 8–52: hradby, 45 karet v šesti řadách: 8–15 (horní řada, 8 karet), 16–22 (7), 23–30 (8), 31–37 (7), 38–45 (8), 46–52 (dolní řada, 7).",
          "- 53: volné karty (dobírací balíček).",
          "- 54, 55, 56: otočené karty.",
          "Hradby jsou vyskládané jako zeď z cihel: každá karta sedmikaretní řady leží napůl mezi dvěma kartami řad nad ní a pod ní. Pro kartu hradeb na pozici s platí: jejího levého a pravého horního rohu se dotýkají karty s-8 a s-7, její levý a pravý dolní roh zakrývají karty s+7 a s+8 a jejími sousedy v řadě jsou s-1 a s+1. První karta osmikaretní řady (8, 23, 38) nemá nic u levých rohů a poslední (15, 30, 45) nic u pravých rohů; nad horní řadou ani pod dolní řadou už nic není.",
          "Hromádka dolní stráže L (4–7) stojí nad kartami 8+2(L-4) a 9+2(L-4) horní řady hradeb: hromádka 4 nad 8 a 9, 5 nad 10 a 11, 6 nad 12 a 13, 7 nad 14 a 15. Hromádka horní stráže H (1–3) stojí nad hromádkami dolní stráže H+3 a H+4: hromádka 1 nad 4 a 5, 2 nad 5 a 6, 3 nad 6 a 7.",
        ),
      },
      {
        title: "Rozdání",
        body: lines(
          "Ze 102 zamíchaných karet se rozdá:",
          "- 6 karet lícem nahoru do horní stráže, dvě na každou hromádku;",
          "- 12 karet lícem dolů do dolní stráže, tři na každou hromádku;",
          "- 45 karet lícem nahoru do hradeb, postupně na pozice 8 až 52;",
          "- zbylých 39 karet tvoří volné karty; 3 z nich jdou hned do otočených, takže ve volných zůstane 36 (dalších 12 líznutí po 3);",
          "- na trůnu jsou oba pikoví králové, lícem nahoru.",
          "Čísla her jsou stejná jako v Aisleriotu: hra číslo n má rozložení, které Aisleriot rozdá s generátorem náhodných čísel inicializovaným hodnotou n, takže každou hru lze v Aisleriotu ověřit.",
        ),
      },
      {
        title: "Cíl hry",
        body: "Sesaďte z trůnu oba krále. Hru vyhrajete, jakmile je trůn prázdný. Začínáte dole u paty hradeb a postupujete nahoru k trůnu; cestou odstraňujete karty a hromádky.",
      },
      {
        title: "Na co lze útočit",
        body: lines(
          "Cílem útoku může být karta hradeb, hromádka dolní nebo horní stráže, nebo trůn. Útočit lze jen na odkrytý cíl, který není prázdný.",
          "- Hradby: karty dolní řady (46–52) jsou odkryté vždy. Každá jiná karta hradeb se odkryje, když byla odstraněna karta zakrývající její levý nebo pravý dolní roh, nebo karta vedle ní ve stejné řadě. To platí ve všech řadách, i v horní.",
          "- Hromádka dolní stráže: je odkrytá, když byla odstraněna jedna ze dvou karet hradeb pod ní nebo sousední hromádka dolní stráže.",
          "- Hromádka horní stráže: je odkrytá, když byla odstraněna jedna ze dvou hromádek dolní stráže pod ní. Hromádky 1 a 3 se odkryjí také tehdy, když byla odstraněna prostřední hromádka (2), a prostřední hromádka, když byla odstraněna hromádka 1 nebo 3; hromádky 1 a 3 spolu nesousedí.",
          "- Trůn: je odkrytý, když byly odstraněny všechny tři hromádky horní stráže.",
        ),
      },
      {
        title: "Síla",
        body: lines(
          "Každý útok porovnává dvě síly.",
          "- Útočné karty: součet jejich hodnot.",
          "- Karta horní řady hradeb (8–15): její vlastní hodnota.",
          "- Každá jiná karta hradeb: její hodnota plus hodnoty karet, které se dotýkají jejího levého a pravého horního rohu (s-8 a s-7).",
          "- Krajní karty 3. a 5. řady (23 a 38 vlevo, 30 a 45 vpravo) se horními rohy dotýkají jen jedné karty: jejich síla je vlastní hodnota plus tato karta (s-7 na levém okraji, s-8 na pravém) plus karta přímo nad nimi o dvě řady výš (s-15).",
          "- Hromádka (dolní stráž, horní stráž nebo trůn): součet všech jejích karet včetně těch, které leží lícem dolů. Síla trůnu je 26 (dva králové).",
          "Počítají se jen karty, které ještě leží na stole: odstraněný soused má hodnotu 0, takže síla karty klesá, jak se odstraňují karty kolem ní. (Karta o dvě řady výš, s-15, se počítá i poté, co karta s-7 nebo s-8 zmizí.)",
        ),
      },
      {
        title: "Útok",
        body: lines(
          "Útočíte libovolným neprázdným výběrem karet, které právě leží v otočených (jednou, dvěma nebo všemi třemi). Útok na cíl T:",
          "- uspěje, když je součet útočných karet větší než síla T, a to ostře větší: rovnost nestačí. Odstraní se všechny karty T i útočné karty a skóre se zvýší o sílu, kterou T měl před útokem;",
          "- není povolen, pokud by selhal (nic se nezmění), s výjimkou hromádky dolní stráže otočené lícem dolů;",
          "- bez ústupu: na odkrytou hromádku dolní stráže, která ještě leží lícem dolů, lze zaútočit jakýmikoli kartami bez ohledu na jejich součet. Hromádka se otočí lícem nahoru a útočné karty se spotřebují. Pokud její sílu přesáhnou, hromádka se odstraní a boduje se jako obvykle; pokud ne, hromádka zůstane, už lícem nahoru, a útočné karty jsou stejně pryč. Jakmile hromádka leží lícem nahoru, chová se jako každý jiný cíl: neúspěšné útoky na ni nejsou povoleny.",
          "Pokud po útoku v otočených nezůstane žádná karta a volné karty ještě nedošly, automaticky se do otočených líznou 3 nové karty.",
        ),
      },
      {
        title: "Líznutí nových karet",
        body: "Dokud volné karty nedošly, můžete kdykoli líznout: všechny karty, které zbyly v otočených, se zahodí (odcházejí ze hry) a další 3 volné karty přejdou do otočených. Počet volných karet je vždy násobkem 3. Když volné karty dojdou, líznout už nelze.",
      },
      {
        title: "Bodování",
        body: "Každý úspěšný útok přinese tolik bodů, kolik byla síla odstraněného cíle v okamžiku útoku. Neúspěšné útoky na hromádky lícem dolů nepřinášejí nic. Jiné body se nepřidělují.",
      },
      {
        title: "Konec hry",
        body: "Hru vyhrajete, když je trůn prázdný. Prohrajete, když trůn prázdný není a nedá se pokračovat: volné karty došly, žádný odkrytý cíl lícem nahoru nelze porazit součtem všech otočených karet a nelze zaútočit na žádnou odkrytou hromádku dolní stráže, která ještě leží lícem dolů (protože otočené karty došly nebo taková hromádka není).",
      },
      {
        title: "Tipy",
        body: lines(
          "- Než začnete, najděte krátkou cestu přes hradby: vyplatí se postupovat co nejpříměji nahoru.",
          "- Než líznete, proveďte co nejvíc útoků, protože líznutí zahodí otočené karty.",
          "- Síla hromádky dolní stráže lícem dolů není známa, dokud se neotočí; v průměru je o něco menší než 21. Když ji otočíte útokem jedinou nízkou kartou, uvidíte její karty dřív, než se pro tuto cestu rozhodnete.",
        ),
      },
      {
        title: "Hraní přes API",
        body: lines(
          "Tah je objekt JSON jednoho ze dvou druhů:",
          '- Líznutí: {"type":"deal"}',
          '- Útok: {"type":"attack","target":7,"cards":["7H","2C"]}. target je pozice 0 až 52 (0 trůn, 1–3 horní stráž, 4–7 dolní stráž, 8–52 hradby); cards jsou karty z otočených, kterými útočíte.',
          "Kód karty se skládá z hodnoty a barvy: hodnoty A 2 3 4 5 6 7 8 9 T J Q K (A eso, T 10, J kluk, Q dáma, K král), barvy C kříže, D kára, H srdce, S piky; 7H je tedy srdcová sedma a TS piková desítka. Volné karty jsou na pozici 53 a otočené na pozicích 54–56; útočné karty se uvádějí kódem, ne pozicí. Se dvěma sadami mohou být v otočených dvě stejné karty: chcete-li použít obě, uveďte kód dvakrát.",
          "Zkratky Aisleriotu (kliknutí a dvojité kliknutí na kartu) nejsou samostatné tahy: vše, co dělají, je útok, líznutí nebo obojí.",
          "Pořadí volných karet a karty v hromádkách lícem dolů zůstávají skryté, dokud nevstoupí do hry.",
        ),
      },
    ],
  },

  el: {
    name: "Τοίχος",
    summary:
      "Ανοίξτε δρόμο μέσα από έναν τοίχο 45 φύλλων και δύο θέσεις άμυνας ως τον θρόνο, επιτιθέμενοι με τα φύλλα του σωρού: μια επίθεση πετυχαίνει όταν το άθροισμα των φύλλων της ξεπερνά την υγεία του στόχου. Κερδίζετε όταν αφαιρέσετε από τον θρόνο τους δύο ρηγάδες μπαστούνι.",
    rules: [
      {
        title: "Φύλλα",
        body: "Δύο τυπικές τράπουλες των 52 φύλλων χωρίς τους δύο ρηγάδες μπαστούνι: 102 φύλλα. Ο άσος είναι χαμηλός. Αξίες: άσος 1, από 2 έως 10 ο αριθμός του φύλλου, βαλές 11, ντάμα 12, ρήγας 13.",
      },
      {
        title: "Διάταξη",
        body: lines(
          "Οι υποδοχές αριθμούνται όπως στο Aisleriot, και οι κινήσεις τις αναφέρουν με αυτούς τους αριθμούς:",
          "- 0: ο θρόνος, στην κορυφή.",
          "- 1–3: η θέση υψηλής άμυνας, τρεις στοίβες κάτω από τον θρόνο.",
          "- 4–7: η θέση χαμηλής άμυνας, τέσσερις στοίβες κάτω από την υψηλή άμυνα.",
          "- 8–52: ο τοίχος, 45 φύλλα σε έξι γραμμές: 8–15 (πάνω γραμμή, 8 φύλλα), 16–22 (7), 23–30 (8), 31–37 (7), 38–45 (8), 46–52 (κάτω γραμμή, 7).",
          "- 53: η μάνα.",
          "- 54, 55, 56: ο σωρός.",
          "Ο τοίχος είναι χτισμένος σαν από τούβλα: κάθε φύλλο μιας γραμμής των 7 βρίσκεται στη μέση ανάμεσα σε δύο φύλλα των γραμμών από πάνω και από κάτω. Για ένα φύλλο του τοίχου στην υποδοχή s, τα φύλλα που ακουμπούν την πάνω αριστερή και την πάνω δεξιά γωνία του είναι τα s-8 και s-7, τα φύλλα που καλύπτουν την κάτω αριστερή και την κάτω δεξιά γωνία του είναι τα s+7 και s+8, και γείτονές του στη γραμμή είναι τα s-1 και s+1. Το πρώτο φύλλο μιας γραμμής των 8 (8, 23, 38) δεν έχει τίποτα στις αριστερές γωνίες του και το τελευταίο (15, 30, 45) τίποτα στις δεξιές. Πάνω από την πάνω γραμμή και κάτω από την κάτω γραμμή δεν υπάρχει τίποτα.",
          "Η στοίβα χαμηλής άμυνας L (4–7) βρίσκεται πάνω από τα φύλλα 8+2(L-4) και 9+2(L-4) της πάνω γραμμής του τοίχου: η στοίβα 4 πάνω από τα 8 και 9, η 5 πάνω από τα 10 και 11, η 6 πάνω από τα 12 και 13, η 7 πάνω από τα 14 και 15. Η στοίβα υψηλής άμυνας H (1–3) βρίσκεται πάνω από τις στοίβες χαμηλής άμυνας H+3 και H+4: η στοίβα 1 πάνω από τις 4 και 5, η 2 πάνω από τις 5 και 6, η 3 πάνω από τις 6 και 7.",
        ),
      },
      {
        title: "Μοίρασμα",
        body: lines(
          "Από τα 102 ανακατεμένα φύλλα:",
          "- 6 φύλλα με την όψη προς τα πάνω στη θέση υψηλής άμυνας, δύο σε κάθε στοίβα,",
          "- 12 φύλλα με την όψη προς τα κάτω στη θέση χαμηλής άμυνας, τρία σε κάθε στοίβα,",
          "- 45 φύλλα με την όψη προς τα πάνω στον τοίχο, στις υποδοχές 8 έως 52 με τη σειρά,",
          "- τα υπόλοιπα 39 φύλλα σχηματίζουν τη μάνα. Τα 3 από αυτά πηγαίνουν αμέσως στον σωρό, οπότε στη μάνα μένουν 36 (άλλα 12 μοιράσματα των 3),",
          "- ο θρόνος παίρνει τους δύο ρηγάδες μπαστούνι, με την όψη προς τα πάνω.",
          "Οι αριθμοί παιχνιδιών είναι αυτοί του Aisleriot: το παιχνίδι με αριθμό n έχει τη διάταξη που μοιράζει το Aisleriot όταν η γεννήτρια τυχαίων αριθμών του αρχικοποιείται με n, ώστε κάθε μοίρασμα να μπορεί να ελεγχθεί στο Aisleriot.",
        ),
      },
      {
        title: "Σκοπός του παιχνιδιού",
        body: "Αφαιρέστε τους δύο ρηγάδες από τον θρόνο. Το παιχνίδι κερδίζεται μόλις ο θρόνος αδειάσει. Ξεκινάτε από το κάτω μέρος του τοίχου και ανεβαίνετε προς τον θρόνο, αφαιρώντας φύλλα και στοίβες στον δρόμο.",
      },
      {
        title: "Τι δέχεται επίθεση",
        body: lines(
          "Στόχος είναι ένα φύλλο του τοίχου, μια στοίβα χαμηλής ή υψηλής άμυνας ή ο θρόνος. Επίθεση μπορεί να γίνει μόνο σε εκτεθειμένο στόχο που δεν είναι άδειος.",
          "- Τοίχος: τα φύλλα της κάτω γραμμής (46–52) είναι πάντα εκτεθειμένα. Κάθε άλλο φύλλο του τοίχου εκτίθεται όταν έχει αφαιρεθεί ένα φύλλο που καλύπτει την κάτω αριστερή ή την κάτω δεξιά γωνία του, ή ένα φύλλο δίπλα του στην ίδια γραμμή. Αυτό ισχύει σε όλες τις γραμμές, και στην πάνω.",
          "- Στοίβα χαμηλής άμυνας: εκτεθειμένη όταν έχει αφαιρεθεί ένα από τα δύο φύλλα του τοίχου από κάτω της ή μια γειτονική στοίβα χαμηλής άμυνας.",
          "- Στοίβα υψηλής άμυνας: εκτεθειμένη όταν έχει αφαιρεθεί μία από τις δύο στοίβες χαμηλής άμυνας από κάτω της. Οι στοίβες 1 και 3 εκτίθενται επίσης όταν έχει αφαιρεθεί η μεσαία στοίβα (2), και η μεσαία όταν έχει αφαιρεθεί η στοίβα 1 ή η 3. Οι στοίβες 1 και 3 δεν είναι γειτονικές μεταξύ τους.",
          "- Θρόνος: εκτεθειμένος όταν έχουν αφαιρεθεί και οι τρεις στοίβες υψηλής άμυνας.",
        ),
      },
      {
        title: "Υγεία",
        body: lines(
          "Κάθε επίθεση συγκρίνει δύο τιμές υγείας.",
          "- Φύλλα επίθεσης: το άθροισμα των αξιών τους.",
          "- Φύλλο της πάνω γραμμής του τοίχου (8–15): η δική του αξία.",
          "- Κάθε άλλο φύλλο του τοίχου: η αξία του συν τις αξίες των φύλλων που ακουμπούν την πάνω αριστερή και την πάνω δεξιά γωνία του (s-8 και s-7).",
          "- Τα ακριανά φύλλα της 3ης και της 5ης γραμμής (23 και 38 αριστερά, 30 και 45 δεξιά) ακουμπούν με τις πάνω γωνίες τους ένα μόνο φύλλο: η υγεία τους είναι η αξία τους συν αυτό το φύλλο (s-7 στην αριστερή άκρη, s-8 στη δεξιά) συν το φύλλο ακριβώς από πάνω τους, δύο γραμμές ψηλότερα (s-15).",
          "- Στοίβα (χαμηλής άμυνας, υψηλής άμυνας ή θρόνος): το άθροισμα όλων των φύλλων της, μαζί με όσα έχουν την όψη προς τα κάτω. Η υγεία του θρόνου είναι 26 (δύο ρηγάδες).",
          "Μετρούν μόνο τα φύλλα που βρίσκονται ακόμη στο τραπέζι: ένας γείτονας που έχει αφαιρεθεί μετράει 0, οπότε η υγεία ενός φύλλου μειώνεται καθώς αφαιρούνται τα φύλλα γύρω του. (Το φύλλο δύο γραμμές ψηλότερα, το s-15, μετράει ακόμη κι αφού φύγει το s-7 ή το s-8.)",
        ),
      },
      {
        title: "Επίθεση",
        body: lines(
          "Επιτίθεστε με οποιαδήποτε μη κενή επιλογή από τα φύλλα που βρίσκονται εκείνη τη στιγμή στον σωρό (ένα, δύο ή και τα τρία). Μια επίθεση στον στόχο T:",
          "- πετυχαίνει όταν το άθροισμα των φύλλων επίθεσης είναι μεγαλύτερο από την υγεία του στόχου T, αυστηρά μεγαλύτερο: η ισοπαλία δεν αρκεί. Αφαιρούνται όλα τα φύλλα του T και τα φύλλα επίθεσης, και η βαθμολογία αυξάνεται κατά την υγεία που είχε ο T πριν από την επίθεση.",
          "- δεν επιτρέπεται αν θα αποτύγχανε (δεν αλλάζει τίποτα), εκτός από επίθεση σε στοίβα χαμηλής άμυνας με την όψη προς τα κάτω.",
          "- Χωρίς υποχώρηση: σε μια εκτεθειμένη στοίβα χαμηλής άμυνας που έχει ακόμη την όψη προς τα κάτω μπορείτε να επιτεθείτε με οποιαδήποτε φύλλα, όποιο κι αν είναι το άθροισμά τους. Η στοίβα γυρίζει με την όψη προς τα πάνω και τα φύλλα επίθεσης ξοδεύονται. Αν ξεπερνούν την υγεία της στοίβας, η στοίβα αφαιρείται και βαθμολογείται κανονικά. Αν όχι, η στοίβα μένει, πλέον ανοιχτή, και τα φύλλα επίθεσης χάνονται έτσι κι αλλιώς. Από τη στιγμή που θα γυρίσει, η στοίβα είναι στόχος όπως κάθε άλλος: οι αποτυχημένες επιθέσεις σε αυτήν δεν επιτρέπονται.",
          "Μετά από μια επίθεση, αν ο σωρός έχει αδειάσει και η μάνα όχι, μοιράζονται αυτόματα 3 νέα φύλλα στον σωρό.",
        ),
      },
      {
        title: "Μοίρασμα νέων φύλλων",
        body: "Όσο η μάνα δεν είναι άδεια, μπορείτε να μοιράσετε οποτεδήποτε: όσα φύλλα έχουν μείνει στον σωρό απορρίπτονται (βγαίνουν από το παιχνίδι) και τα επόμενα 3 φύλλα της μάνας πηγαίνουν στον σωρό. Η μάνα έχει πάντα πολλαπλάσιο του 3 φύλλα. Όταν η μάνα αδειάσει, δεν γίνεται άλλο μοίρασμα.",
      },
      {
        title: "Βαθμολογία",
        body: "Κάθε πετυχημένη επίθεση κερδίζει την υγεία του στόχου που αφαιρέθηκε, όπως ήταν τη στιγμή της επίθεσης. Οι αποτυχημένες επιθέσεις σε στοίβες με την όψη προς τα κάτω δεν κερδίζουν πόντους. Άλλοι πόντοι δεν υπάρχουν.",
      },
      {
        title: "Τέλος του παιχνιδιού",
        body: "Το παιχνίδι κερδίζεται όταν ο θρόνος είναι άδειος. Χάνεται όταν ο θρόνος δεν είναι άδειος και δεν μπορείτε πια να συνεχίσετε: η μάνα είναι άδεια, κανένας εκτεθειμένος στόχος με την όψη προς τα πάνω δεν νικιέται από το άθροισμα όλων των φύλλων του σωρού, και δεν μπορείτε να επιτεθείτε σε καμία εκτεθειμένη στοίβα χαμηλής άμυνας που έχει ακόμη την όψη προς τα κάτω (επειδή ο σωρός είναι άδειος ή δεν υπάρχει τέτοια στοίβα).",
      },
      {
        title: "Συμβουλές",
        body: lines(
          "- Πριν ξεκινήσετε, βρείτε έναν σύντομο δρόμο μέσα από τον τοίχο: συμφέρει να ανεβαίνετε όσο πιο ευθεία γίνεται.",
          "- Κάντε όσο περισσότερες επιθέσεις μπορείτε πριν μοιράσετε, γιατί το μοίρασμα απορρίπτει τα φύλλα του σωρού.",
          "- Η υγεία μιας στοίβας χαμηλής άμυνας με την όψη προς τα κάτω δεν είναι γνωστή μέχρι να γυρίσει. Κατά μέσο όρο είναι λίγο κάτω από 21. Αν τη γυρίσετε επιτιθέμενοι με ένα μόνο χαμηλό φύλλο, θα δείτε τα φύλλα της πριν αποφασίσετε αν θα ανεβείτε από εκεί.",
        ),
      },
      {
        title: "Παιχνίδι μέσω του API",
        body: lines(
          "Μια κίνηση είναι ένα αντικείμενο JSON ενός από τα δύο είδη:",
          '- Μοίρασμα: {"type":"deal"}',
          '- Επίθεση: {"type":"attack","target":7,"cards":["7H","2C"]}. Το target είναι μια υποδοχή από 0 έως 52 (0 θρόνος, 1–3 υψηλή άμυνα, 4–7 χαμηλή άμυνα, 8–52 τοίχος) και το cards τα φύλλα του σωρού με τα οποία επιτίθεστε.',
          "Ο κωδικός ενός φύλλου είναι μια αξία και ένα χρώμα: αξίες A 2 3 4 5 6 7 8 9 T J Q K (A άσος, T 10, J βαλές, Q ντάμα, K ρήγας), χρώματα C σπαθί, D καρό, H κούπα, S μπαστούνι. Έτσι, 7H είναι το εφτά κούπα και TS το δέκα μπαστούνι. Η μάνα είναι η υποδοχή 53 και ο σωρός οι υποδοχές 54–56. Τα φύλλα επίθεσης δηλώνονται με τον κωδικό τους, όχι με την υποδοχή. Με δύο τράπουλες ο σωρός μπορεί να έχει δύο ίδια φύλλα: για να χρησιμοποιήσετε και τα δύο, γράψτε τον κωδικό δύο φορές.",
          "Οι συντομεύσεις του Aisleriot (πάτημα και διπλό πάτημα σε φύλλο) δεν είναι ξεχωριστές κινήσεις: ό,τι κάνουν είναι μια επίθεση, ένα μοίρασμα ή και τα δύο.",
          "Η σειρά των φύλλων της μάνας και τα φύλλα των στοιβών με την όψη προς τα κάτω μένουν κρυφά μέχρι να μπουν στο παιχνίδι.",
        ),
      },
    ],
  },
} as const satisfies GameTexts;
