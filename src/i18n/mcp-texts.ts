import type { Texts } from "./lang.ts";

/**
 * The words of the MCP façade's replies (boards, hints and refusals have their own tables):
 * `{name}` placeholders are filled by the façade. Tool descriptions are not here: `tools/list`
 * is the same for every caller, so they are in English.
 */
export const MCP_WORDS = {
  game_line: {
    en: "Game {handle} · version {version} · moves played: {moves}",
    es: "Partida {handle} · versión {version} · movimientos hechos: {moves}",
    ca: "Partida {handle} · versió {version} · moviments fets: {moves}",
    cs: "Hra {handle} · verze {version} · odehrané tahy: {moves}",
    el: "Παρτίδα {handle} · έκδοση {version} · κινήσεις: {moves}",
  },
  legal_moves: {
    en: "Legal moves (play one with play_move, its number and the version):",
    es: "Movimientos legales (haga uno con play_move, su número y la versión):",
    ca: "Moviments legals (feu-ne un amb play_move, el seu número i la versió):",
    cs: "Povolené tahy (zahrajte jeden přes play_move s jeho číslem a verzí):",
    el: "Επιτρεπτές κινήσεις (παίξτε μία με το play_move, τον αριθμό της και την έκδοση):",
  },
  no_legal_moves: {
    en: "No legal moves: the game is over.",
    es: "No hay movimientos legales: la partida ha terminado.",
    ca: "No hi ha moviments legals: la partida s'ha acabat.",
    cs: "Žádné povolené tahy: hra skončila.",
    el: "Δεν υπάρχουν επιτρεπτές κινήσεις: η παρτίδα τελείωσε.",
  },
  new_game: {
    en: "New game of {game}, {origin}. Its handle is {handle}: the handle is the key to play this game, so keep it for the next calls. Anyone can watch it at {watch}.",
    es: "Nueva partida de {game}, {origin}. Su identificador es {handle}: es la clave para jugar esta partida, guárdelo para las próximas llamadas. Cualquiera puede verla en {watch}.",
    ca: "Nova partida de {game}, {origin}. El seu identificador és {handle}: és la clau per jugar aquesta partida, guardeu-lo per a les properes crides. Qualsevol la pot veure a {watch}.",
    cs: "Nová hra {game}, {origin}. Její identifikátor je {handle}: je to klíč ke hraní této hry, uschovejte si jej pro další volání. Sledovat ji může kdokoli na {watch}.",
    el: "Νέα παρτίδα {game}, {origin}. Το αναγνωριστικό της είναι {handle}: είναι το κλειδί για να παίξετε αυτή την παρτίδα, κρατήστε το για τις επόμενες κλήσεις. Οποιοσδήποτε μπορεί να τη δει στο {watch}.",
  },
  deal_origin: {
    en: "deal {deal}",
    es: "reparto {deal}",
    ca: "repartiment {deal}",
    cs: "rozdání {deal}",
    el: "μοίρασμα {deal}",
  },
  random_origin: {
    en: "a random deal",
    es: "un reparto al azar",
    ca: "un repartiment a l'atzar",
    cs: "náhodné rozdání",
    el: "τυχαίο μοίρασμα",
  },
  daily_origin: {
    en: "the deal of the {date} daily challenge (unranked: ranked play is only through the HTTP API)",
    es: "el reparto del desafío diario del {date} (no clasificatoria: el juego clasificatorio es solo por la API HTTP)",
    ca: "el repartiment del repte diari del {date} (no classificatòria: el joc classificatori és només per l'API HTTP)",
    cs: "rozdání denní výzvy dne {date} (nehodnocená: hodnocená hra je jen přes HTTP API)",
    el: "το μοίρασμα της ημερήσιας πρόκλησης της {date} (μη βαθμολογούμενη: βαθμολογούμενο παιχνίδι μόνο μέσω του HTTP API)",
  },
  daily_challenge: {
    en: "Daily challenge of {game} for {date} (number {number}): {status}. Open from {opensAt} to {closesAt}, from when the date begins anywhere on Earth until it has ended everywhere. Par: {par} moves (a winning line proven before publication). Commitment: {commitment} (checkable once the challenge has closed). Entries: {total} ranked, {finished} finished, {won} won.",
    es: "Desafío diario de {game} del {date} (número {number}): {status}. Abierto del {opensAt} al {closesAt}, desde que la fecha empieza en algún lugar de la Tierra hasta que ha terminado en todas partes. Par: {par} movimientos (una línea ganadora demostrada antes de publicarlo). Compromiso: {commitment} (comprobable cuando el desafío haya cerrado). Participaciones: {total} clasificatorias, {finished} terminadas, {won} ganadas.",
    ca: "Repte diari de {game} del {date} (número {number}): {status}. Obert del {opensAt} al {closesAt}, des que la data comença en algun lloc de la Terra fins que s'ha acabat a tot arreu. Par: {par} moviments (una línia guanyadora demostrada abans de publicar-lo). Compromís: {commitment} (comprovable quan el repte s'hagi tancat). Participacions: {total} classificatòries, {finished} acabades, {won} guanyades.",
    cs: "Denní výzva {game} na {date} (číslo {number}): {status}. Otevřená od {opensAt} do {closesAt}, od chvíle, kdy datum někde na Zemi začne, dokud všude neskončí. Par (počet tahů vítězné cesty ověřené před zveřejněním): {par}. Závazek: {commitment} (ověřitelný po uzavření výzvy). Účasti: hodnocené {total}, dokončené {finished}, vyhrané {won}.",
    el: "Ημερήσια πρόκληση {game} της {date} (αριθμός {number}): {status}. Ανοιχτή από {opensAt} έως {closesAt}, από τη στιγμή που η ημερομηνία αρχίζει κάπου στη Γη μέχρι να τελειώσει παντού. Par: {par} κινήσεις (μια νικηφόρα σειρά αποδεδειγμένη πριν από τη δημοσίευση). Δέσμευση: {commitment} (ελέγξιμη αφού κλείσει η πρόκληση). Συμμετοχές: {total} βαθμολογούμενες, {finished} ολοκληρωμένες, {won} νίκες.",
  },
  daily_open: { en: "open", es: "abierto", ca: "obert", cs: "otevřená", el: "ανοιχτή" },
  daily_closed: { en: "closed", es: "cerrado", ca: "tancat", cs: "uzavřená", el: "κλειστή" },
  daily_start: {
    en: "The starting position (hidden cards as ??; legal moves: {moves}):",
    es: "La posición inicial (cartas ocultas como ??; movimientos legales: {moves}):",
    ca: "La situació inicial (cartes amagades com a ??; moviments legals: {moves}):",
    cs: "Počáteční stav hry (skryté karty jako ??; povolené tahy: {moves}):",
    el: "Η αρχική κατάσταση (κρυφά φύλλα ως ??· επιτρεπτές κινήσεις: {moves}):",
  },
  daily_play_open: {
    en: 'To play it here: new_game with game "{game}" and daily "{date}" starts an unranked game of this deal (its moves numbered as usual). Ranked play is only through the HTTP API, with a player token: POST /v1/players makes a player, then POST {entry} with Authorization: Bearer <player token>, once per player.',
    es: 'Para jugarlo aquí: new_game con game "{game}" y daily "{date}" empieza una partida no clasificatoria de este reparto (sus movimientos numerados como siempre). El juego clasificatorio es solo por la API HTTP, con un token de jugador: POST /v1/players crea un jugador, luego POST {entry} con Authorization: Bearer <token de jugador>, una vez por jugador.',
    ca: 'Per jugar-lo aquí: new_game amb game "{game}" i daily "{date}" comença una partida no classificatòria d\'aquest repartiment (els moviments numerats com sempre). El joc classificatori és només per l\'API HTTP, amb un testimoni de jugador: POST /v1/players crea un jugador, després POST {entry} amb Authorization: Bearer <testimoni de jugador>, un cop per jugador.',
    cs: 'Jak ji hrát zde: new_game s game "{game}" a daily "{date}" začne nehodnocenou hru tohoto rozdání (tahy očíslované jako obvykle). Hodnocená hra je jen přes HTTP API s tokenem hráče: POST /v1/players vytvoří hráče, pak POST {entry} s Authorization: Bearer <token hráče>, jednou na hráče.',
    el: 'Για να την παίξετε εδώ: το new_game με game "{game}" και daily "{date}" ξεκινά μια μη βαθμολογούμενη παρτίδα αυτού του μοιράσματος (οι κινήσεις αριθμημένες όπως πάντα). Βαθμολογούμενο παιχνίδι μόνο μέσω του HTTP API, με διακριτικό παίκτη: το POST /v1/players δημιουργεί παίκτη, έπειτα POST {entry} με Authorization: Bearer <διακριτικό παίκτη>, μία φορά ανά παίκτη.',
  },
  daily_play_ranked_only: {
    en: "While it is open this {game} deal is played only as ranked entries (its hidden cards could otherwise be learned before playing), through the HTTP API with a player token: POST /v1/players makes a player, then POST {entry} with Authorization: Bearer <player token>, once per player. new_game deals it once the date has closed.",
    es: "Mientras está abierto, este reparto de {game} solo se juega como participación clasificatoria (si no, sus cartas ocultas se conocerían antes de jugar), por la API HTTP con un token de jugador: POST /v1/players crea un jugador, luego POST {entry} con Authorization: Bearer <token de jugador>, una vez por jugador. new_game lo reparte cuando la fecha haya cerrado.",
    ca: "Mentre és obert, aquest repartiment de {game} només es juga com a participació classificatòria (si no, les cartes amagades es coneixerien abans de jugar), per l'API HTTP amb un testimoni de jugador: POST /v1/players crea un jugador, després POST {entry} amb Authorization: Bearer <testimoni de jugador>, un cop per jugador. new_game el reparteix quan la data s'hagi tancat.",
    cs: "Dokud je otevřené, hraje se toto rozdání hry {game} jen jako hodnocená účast (jinak by se skryté karty daly poznat předem), přes HTTP API s tokenem hráče: POST /v1/players vytvoří hráče, pak POST {entry} s Authorization: Bearer <token hráče>, jednou na hráče. new_game ho rozdá, až se datum uzavře.",
    el: "Όσο είναι ανοιχτό, αυτό το μοίρασμα «{game}» παίζεται μόνο ως βαθμολογούμενη συμμετοχή (αλλιώς τα κρυμμένα φύλλα θα γίνονταν γνωστά πριν από το παιχνίδι), μέσω του HTTP API με διακριτικό παίκτη: το POST /v1/players δημιουργεί παίκτη, έπειτα POST {entry} με Authorization: Bearer <διακριτικό παίκτη>, μία φορά ανά παίκτη. Το new_game το μοιράζει όταν κλείσει η ημερομηνία.",
  },
  daily_play_closed: {
    en: 'To play it here: new_game with game "{game}" and daily "{date}" starts an unranked game of this deal. The challenge has closed: it takes no more ranked entries, and {url} shows its reveal (the layout, the salt and the winning line) to check the commitment.',
    es: 'Para jugarlo aquí: new_game con game "{game}" y daily "{date}" empieza una partida no clasificatoria de este reparto. El desafío ya ha cerrado: no admite más participaciones clasificatorias, y {url} muestra su revelación (la disposición, la sal y la línea ganadora) para comprobar el compromiso.',
    ca: 'Per jugar-lo aquí: new_game amb game "{game}" i daily "{date}" comença una partida no classificatòria d\'aquest repartiment. El repte ja s\'ha tancat: no admet més participacions classificatòries, i {url} en mostra la revelació (la disposició, la sal i la línia guanyadora) per comprovar el compromís.',
    cs: 'Jak ji hrát zde: new_game s game "{game}" a daily "{date}" začne nehodnocenou hru tohoto rozdání. Výzva je uzavřená: hodnocené účasti už nepřijímá a {url} ukazuje její odhalení (rozložení, sůl a vítěznou cestu) k ověření závazku.',
    el: 'Για να την παίξετε εδώ: το new_game με game "{game}" και daily "{date}" ξεκινά μια μη βαθμολογούμενη παρτίδα αυτού του μοιράσματος. Η πρόκληση έχει κλείσει: δεν δέχεται άλλες βαθμολογούμενες συμμετοχές, και το {url} δείχνει την αποκάλυψή της (τη διάταξη, το αλάτι και τη νικηφόρα σειρά) για τον έλεγχο της δέσμευσης.',
  },
  played: {
    en: "Played {move}. {what}",
    es: "Movimiento hecho: {move}. {what}",
    ca: "Moviment fet: {move}. {what}",
    cs: "Zahrán tah {move}. {what}",
    el: "Παίχτηκε η κίνηση {move}. {what}",
  },
  undone: {
    en: "Took back {notation}.",
    es: "Se deshace {notation}.",
    ca: "Es desfà {notation}.",
    cs: "Vrácen tah {notation}.",
    el: "Αναιρέθηκε η κίνηση {notation}.",
  },
  hint: {
    en: "Hint: {move}. {text}",
    es: "Pista: {move}. {text}",
    ca: "Pista: {move}. {text}",
    cs: "Nápověda: {move}. {text}",
    el: "Υπόδειξη: {move}. {text}",
  },
  hint_no_move: {
    en: "Hint: {text}",
    es: "Pista: {text}",
    ca: "Pista: {text}",
    cs: "Nápověda: {text}",
    el: "Υπόδειξη: {text}",
  },
  analysis_start_winnable: {
    en: "From its deal the game could be won: the solver's winning line has {moves} moves.",
    es: "Desde el reparto la partida se podía ganar: la línea ganadora del solucionador tiene {moves} movimientos.",
    ca: "Des del repartiment la partida es podia guanyar: la línia guanyadora del solucionador té {moves} moviments.",
    cs: "Od rozdání se hra dala vyhrát: vítězná cesta řešitele má {moves} tahů.",
    el: "Από το μοίρασμα η παρτίδα μπορούσε να κερδηθεί: η νικηφόρα σειρά του επιλυτή έχει {moves} κινήσεις.",
  },
  analysis_start_unwinnable: {
    en: "From its deal the game could not be won: the solver proved it.",
    es: "Desde el reparto la partida no se podía ganar: el solucionador lo ha demostrado.",
    ca: "Des del repartiment la partida no es podia guanyar: el solucionador ho ha demostrat.",
    cs: "Od rozdání se hra vyhrát nedala: řešitel to dokázal.",
    el: "Από το μοίρασμα η παρτίδα δεν μπορούσε να κερδηθεί: ο επιλυτής το απέδειξε.",
  },
  analysis_start_unknown: {
    en: "Within its budget the solver could not tell whether the deal could be won.",
    es: "Dentro de su presupuesto, el solucionador no ha podido saber si el reparto se podía ganar.",
    ca: "Dins del seu pressupost, el solucionador no ha pogut saber si el repartiment es podia guanyar.",
    cs: "V rámci svého rozpočtu řešitel nezjistil, zda se rozdání dalo vyhrát.",
    el: "Μέσα στον προϋπολογισμό του ο επιλυτής δεν μπόρεσε να κρίνει αν το μοίρασμα μπορούσε να κερδηθεί.",
  },
  analysis_turn: {
    en: "After move {seq} ({move}) it could no longer be won; instead, {alternative} starts a winning line.",
    es: "Tras el movimiento {seq} ({move}) ya no se podía ganar; en su lugar, {alternative} empieza una línea ganadora.",
    ca: "Després del moviment {seq} ({move}) ja no es podia guanyar; en lloc seu, {alternative} comença una línia guanyadora.",
    cs: "Po tahu {seq} ({move}) se už vyhrát nedalo; místo něj {alternative} začíná vítěznou cestu.",
    el: "Μετά την κίνηση {seq} ({move}) δεν μπορούσε πια να κερδηθεί· αντί γι’ αυτήν, η {alternative} ξεκινά νικηφόρα σειρά.",
  },
  analysis_now_winnable: {
    en: "The position now can still be won.",
    es: "La posición actual todavía se puede ganar.",
    ca: "La posició actual encara es pot guanyar.",
    cs: "Současná pozice se ještě dá vyhrát.",
    el: "Η τωρινή θέση μπορεί ακόμη να κερδηθεί.",
  },
  analysis_now_unwinnable: {
    en: "The position now cannot be won.",
    es: "La posición actual ya no se puede ganar.",
    ca: "La posició actual ja no es pot guanyar.",
    cs: "Současná pozice se už vyhrát nedá.",
    el: "Η τωρινή θέση δεν μπορεί πια να κερδηθεί.",
  },
  analysis_undecided: {
    en: "Part of this is unknown: a solver's budget ran out.",
    es: "Una parte de esto se desconoce: se agotó el presupuesto de un solucionador.",
    ca: "Una part d'això es desconeix: es va esgotar el pressupost d'un solucionador.",
    cs: "Část z toho není známa: řešiteli došel rozpočet.",
    el: "Ένα μέρος αυτού είναι άγνωστο: εξαντλήθηκε ο προϋπολογισμός ενός επιλυτή.",
  },
  analysis_goes_on: {
    en: "The analysis is not finished (one call searches a bounded amount): call analyse_game again to go on where it stopped.",
    es: "El análisis no ha terminado (cada llamada busca una cantidad acotada): vuelve a llamar a analyse_game para seguir donde se detuvo.",
    ca: "L'anàlisi no ha acabat (cada crida cerca una quantitat acotada): torna a cridar analyse_game per continuar on es va aturar.",
    cs: "Rozbor není hotový (jedno volání hledá jen omezeně): zavolejte analyse_game znovu a bude pokračovat, kde skončil.",
    el: "Η ανάλυση δεν έχει τελειώσει (κάθε κλήση ψάχνει περιορισμένα): καλέστε ξανά το analyse_game για να συνεχίσει από εκεί που σταμάτησε.",
  },
  refused: {
    en: "Refused ({code}): {message}",
    es: "Rechazado ({code}): {message}",
    ca: "Rebutjat ({code}): {message}",
    cs: "Odmítnuto ({code}): {message}",
    el: "Απορρίφθηκε ({code}): {message}",
  },
} as const satisfies Record<string, Texts>;

/** Refusals only the MCP façade makes (the others are the API's, in `messages.ts`). */
export const MCP_MESSAGES = {
  malformed_handle: {
    en: "This is not a game handle: a handle is the 26 letters and digits that new_game returned.",
    es: "Esto no es un identificador de partida: un identificador son las 26 letras y cifras que devolvió new_game.",
    ca: "Això no és un identificador de partida: un identificador són les 26 lletres i xifres que va retornar new_game.",
    cs: "Toto není identifikátor hry: identifikátor je 26 písmen a číslic, které vrátilo new_game.",
    el: "Αυτό δεν είναι αναγνωριστικό παρτίδας: αναγνωριστικό είναι τα 26 γράμματα και ψηφία που επέστρεψε το new_game.",
  },
  unknown_handle: {
    en: "There is no game with this handle (it never existed, or it expired after being idle): start one with new_game.",
    es: "No hay ninguna partida con este identificador (nunca existió o caducó por inactividad): empiece una con new_game.",
    ca: "No hi ha cap partida amb aquest identificador (no ha existit mai o ha caducat per inactivitat): comenceu-ne una amb new_game.",
    cs: "Hra s tímto identifikátorem neexistuje (nikdy neexistovala, nebo vypršela kvůli nečinnosti): začněte novou přes new_game.",
    el: "Δεν υπάρχει παρτίδα με αυτό το αναγνωριστικό (δεν υπήρξε ποτέ ή έληξε λόγω αδράνειας): ξεκινήστε μία με το new_game.",
  },
  // The API's sentence sends readers to the docs, which a model does not have: the shapes here.
  invalid_move: {
    en: 'This is not a move of this game: play a move by its number in the list (with version), its notation as listed, or JSON: {"type":"move","from":32,"to":8} in Maze; {"type":"attack","target":46,"cards":["9C"]} or {"type":"deal"} in Wall.',
    es: 'Esto no es un movimiento de este juego: juegue un movimiento por su número en la lista (con version), su notación tal como aparece o JSON: {"type":"move","from":32,"to":8} en Malla; {"type":"attack","target":46,"cards":["9C"]} o {"type":"deal"} en Muro.',
    ca: 'Això no és un moviment d\'aquest joc: jugueu un moviment pel seu número a la llista (amb version), la seva notació tal com apareix o JSON: {"type":"move","from":32,"to":8} a Catacumbes; {"type":"attack","target":46,"cards":["9C"]} o {"type":"deal"} a Paret.',
    cs: 'Toto není tah této hry: zahrajte tah podle jeho čísla v seznamu (s version), jeho zápisu, jak je uveden, nebo jako JSON: {"type":"move","from":32,"to":8} v Bludišti; {"type":"attack","target":46,"cards":["9C"]} nebo {"type":"deal"} v Hradbách.',
    el: 'Αυτή δεν είναι κίνηση αυτού του παιχνιδιού: παίξτε μια κίνηση με τον αριθμό της στη λίστα (με version), τον συμβολισμό της όπως αναγράφεται ή σε JSON: {"type":"move","from":32,"to":8} στον Δαίδαλο· {"type":"attack","target":46,"cards":["9C"]} ή {"type":"deal"} στον Τοίχο.',
  },
  version_required: {
    en: "A move or an undo needs the version you last saw (a retried call must not play again, and a move's number belongs to one list): send version {version} if the position shown is the one you mean.",
    es: "Un movimiento o deshacer necesita la versión que vio por última vez (una llamada repetida no debe jugar otra vez, y el número de un movimiento pertenece a una lista): envíe version {version} si la posición mostrada es la que quiere decir.",
    ca: "Un moviment o desfer necessita la versió que vau veure per última vegada (una crida repetida no ha de tornar a jugar, i el número d'un moviment pertany a una llista): envieu version {version} si la situació mostrada és la que voleu dir.",
    cs: "Tah nebo vrácení tahu potřebuje verzi, kterou jste naposledy viděli (opakované volání nesmí hrát znovu a číslo tahu patří k jednomu seznamu): pošlete version {version}, pokud máte na mysli zobrazený stav hry.",
    el: "Μια κίνηση ή μια αναίρεση χρειάζεται την έκδοση που είδατε τελευταία (μια επαναλαμβανόμενη κλήση δεν πρέπει να παίξει ξανά, και ο αριθμός μιας κίνησης ανήκει σε μία λίστα): στείλτε version {version} αν η κατάσταση που φαίνεται είναι αυτή που εννοείτε.",
  },
  not_a_move_number: {
    en: "A move's number is a whole number from the list of legal moves.",
    es: "El número de un movimiento es un número entero de la lista de movimientos legales.",
    ca: "El número d'un moviment és un nombre enter de la llista de moviments legals.",
    cs: "Číslo tahu je celé číslo ze seznamu povolených tahů.",
    el: "Ο αριθμός μιας κίνησης είναι ακέραιος αριθμός από τη λίστα των επιτρεπτών κινήσεων.",
  },
  no_such_move: {
    en: "There is no move {number}: the legal moves are numbered from 1 to {count}.",
    es: "No hay ningún movimiento {number}: los movimientos legales van numerados del 1 al {count}.",
    ca: "No hi ha cap moviment {number}: els moviments legals van numerats de l'1 al {count}.",
    cs: "Tah {number} neexistuje: povolené tahy jsou očíslovány od 1 do {count}.",
    el: "Δεν υπάρχει κίνηση {number}: οι επιτρεπτές κινήσεις είναι αριθμημένες από 1 έως {count}.",
  },
  invalid_json_move: {
    en: "The move is neither a number from the list, nor the game's notation, nor a JSON move.",
    es: "El movimiento no es ni un número de la lista, ni la notación del juego, ni un movimiento en JSON.",
    ca: "El moviment no és ni un número de la llista, ni la notació del joc, ni un moviment en JSON.",
    cs: "Tah není ani číslo ze seznamu, ani notace hry, ani tah v JSON.",
    el: "Η κίνηση δεν είναι ούτε αριθμός από τη λίστα, ούτε η σημειογραφία του παιχνιδιού, ούτε κίνηση σε JSON.",
  },
  deal_and_daily: {
    en: "Give a deal number or a daily date, not both: a daily challenge has its own deal.",
    es: "Indique un número de reparto o una fecha de desafío diario, no ambos: un desafío diario tiene su propio reparto.",
    ca: "Indiqueu un número de repartiment o una data de repte diari, no tots dos: un repte diari té el seu propi repartiment.",
    cs: "Zadejte číslo rozdání, nebo datum denní výzvy, ne obojí: denní výzva má vlastní rozdání.",
    el: "Δώστε αριθμό μοιράσματος ή ημερομηνία ημερήσιας πρόκλησης, όχι και τα δύο: μια ημερήσια πρόκληση έχει το δικό της μοίρασμα.",
  },
} as const satisfies Record<string, Texts>;

export type McpRefusalCode = keyof typeof MCP_MESSAGES;
