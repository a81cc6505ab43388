import { lines, type GameText } from "../types.ts";

export const WALL_CS = {
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
        "Čísla rozdání jsou stejná jako v Aisleriotu: rozdání číslo n je rozložení, které Aisleriot rozdá s generátorem náhodných čísel inicializovaným hodnotou n, takže každé rozdání lze v Aisleriotu ověřit.",
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
        "Kód karty se skládá z hodnoty a barvy: hodnoty A 2 3 4 5 6 7 8 9 T J Q K (A eso, T 10, J kluk, Q dáma, K král), barvy C kříže, D kára, H srdce, S piky; 7H je tedy srdcová sedmička a TS piková desítka. Volné karty jsou na pozici 53 a otočené na pozicích 54–56; útočné karty se uvádějí kódem, ne pozicí. Se dvěma sadami mohou být v otočených dvě stejné karty: chcete-li použít obě, uveďte kód dvakrát.",
        "Zkratky Aisleriotu (kliknutí a dvojité kliknutí na kartu) nejsou samostatné tahy: vše, co dělají, je útok, líznutí nebo obojí.",
        "Pořadí volných karet a karty v hromádkách lícem dolů zůstávají skryté, dokud nevstoupí do hry.",
      ),
    },
  ],
} as const satisfies GameText;
