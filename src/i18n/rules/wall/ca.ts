import { lines, type GameText } from "../types.ts";

export const WALL_CA = {
  name: "Paret",
  summary:
    "Obriu-vos pas a través d'una paret de 45 cartes i dos llocs de guàrdia fins al tron, atacant amb les cartes de la pila de descartades: un atac té èxit quan les seves cartes sumen més que la salut de l'objectiu. Guanyeu quan feu fora del tron els dos reis d'espases.",
  rules: [
    {
      title: "Cartes",
      body: "Dues baralles estàndard de 52 cartes sense els dos reis d'espases: 102 cartes. L'as és baix. Valors: as 1, del 2 al 10 el seu número, sota 11, reina 12, rei 13.",
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
        "Els números de repartiment són els de l'Aisleriot: el repartiment número n és la disposició que reparteix l'Aisleriot quan el seu generador aleatori s'inicialitza amb n, de manera que qualsevol repartiment es pot comprovar a l'Aisleriot.",
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
        "- sense retirada: una pila descoberta de la guàrdia inferior que encara és cara avall es pot atacar amb qualsevol combinació de cartes, sumi el que sumi. La pila es gira cara amunt i les cartes d'atac es gasten. Si superen la salut de la pila, la pila s'elimina i puntua com sempre; si no, la pila es queda, ara cara amunt, i les cartes d'atac es perden igualment. Un cop cara amunt, la pila és un objectiu com qualsevol altre: no s'hi permeten atacs fallits.",
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
        "El codi d'una carta és un valor i un pal: valors A 2 3 4 5 6 7 8 9 T J Q K (A as, T 10, J sota, Q reina, K rei), pals C trèvols, D diamants, H cors, S espases; així, 7H és el set de cors i TS el deu d'espases. La pila principal és la posició 53 i la de descartades les posicions 54–56; les cartes d'atac s'indiquen pel codi, no per la posició. Amb dues baralles, la pila de descartades pot tenir dues cartes iguals: per fer servir totes dues, repetiu el codi.",
        "Les dreceres de l'Aisleriot (fer clic i fer doble clic en una carta) no són moviments a part: tot el que fan és un atac, un repartiment o totes dues coses.",
        "L'ordre de la pila principal i les cartes de les piles cara avall es mantenen ocults fins que entren en joc.",
      ),
    },
  ],
} as const satisfies GameText;
