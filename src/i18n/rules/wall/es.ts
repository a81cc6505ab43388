import { lines, type GameText } from "../types.ts";

export const WALL_ES = {
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
        "Los números de reparto son los de Aisleriot: el reparto número n es la disposición que reparte Aisleriot con su generador aleatorio inicializado con n, de modo que cualquier reparto se puede comprobar en Aisleriot.",
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
        "- sin retirada: una pila descubierta de la primera guardia que sigue boca abajo se puede atacar con cualquier combinación de cartas, sume lo que sume. La pila se pone boca arriba y las cartas de ataque se gastan. Si superan la salud de la pila, esta se elimina y puntúa como siempre; si no, la pila se queda, ya boca arriba, y las cartas de ataque se pierden igualmente. Una vez boca arriba, la pila es un objetivo como cualquier otro: no se permiten ataques fallidos contra ella.",
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
} as const satisfies GameText;
