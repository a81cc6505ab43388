import type { Texts } from "./lang.ts";

/**
 * The problem sentences of the solvers, players and daily challenges, per language (the
 * rest are in messages.ts, which joins them all into PROBLEM_MESSAGES).
 */
export const PLAY_MESSAGES = {
  // Solvers and analysis.
  analysis_unavailable: {
    en: "A {game} game can be analysed only once it is over: the solver reads the cards it still hides.",
    es: "Una partida de {game} solo se puede analizar cuando ha terminado: el solucionador lee las cartas que la partida aún oculta.",
    ca: "Una partida de {game} només es pot analitzar quan s'ha acabat: el solucionador llegeix les cartes que la partida encara amaga.",
    cs: "Hru {game} lze analyzovat až po jejím skončení: řešitel by viděl karty, které hra ještě skrývá.",
    el: "Μια παρτίδα «{game}» αναλύεται μόνο όταν τελειώσει: ο επιλυτής διαβάζει τα φύλλα που η παρτίδα κρύβει ακόμη.",
  },
  share_unavailable: {
    en: "Only a game of a daily challenge's deal has a share, once it is over.",
    es: "Solo una partida con el reparto de un reto diario tiene algo que compartir, y cuando ha terminado.",
    ca: "Només una partida amb el repartiment d'un repte diari té res per compartir, i quan s'ha acabat.",
    cs: "Sdílet lze jen hru s rozdáním denní výzvy, a to až po jejím skončení.",
    el: "Μόνο μια παρτίδα με το μοίρασμα μιας ημερήσιας πρόκλησης έχει κάτι να μοιραστεί, και μόνο όταν τελειώσει.",
  },
  hidden_cards: {
    en: "This position hides cards: a solver would read them, so it solves only positions with every card in sight.",
    es: "Esta posición oculta cartas: un solucionador las leería, así que solo resuelve posiciones con todas las cartas a la vista.",
    ca: "Aquesta situació amaga cartes: un solucionador les llegiria, així que només resol situacions amb totes les cartes a la vista.",
    cs: "Tento stav hry skrývá karty: řešitel by je přečetl, proto řeší jen stavy se všemi kartami na očích.",
    el: "Αυτή η κατάσταση κρύβει φύλλα: ένας επιλυτής θα τα διάβαζε, γι' αυτό λύνει μόνο καταστάσεις με όλα τα φύλλα ορατά.",
  },

  // Players.
  invalid_player_name: {
    en: "A player name has 1 to 24 characters, each of them visible (no control characters, no blanks that draw nothing, at most 3 accents on one letter).",
    es: "Un nombre de jugador tiene de 1 a 24 caracteres, todos visibles (ni caracteres de control ni blancos que no se dibujan, como mucho 3 signos diacríticos sobre una letra).",
    ca: "Un nom de jugador té d'1 a 24 caràcters, tots visibles (ni caràcters de control ni blancs que no es dibuixen, com a màxim 3 signes diacrítics sobre una lletra).",
    cs: "Jméno hráče má 1 až 24 znaků, všechny viditelné (žádné řídicí znaky ani prázdné znaky, které se nevykreslí, nejvýše 3 diakritická znaménka na jednom písmenu).",
    el: "Ένα όνομα παίκτη έχει από 1 έως 24 χαρακτήρες, όλους ορατούς (χωρίς χαρακτήρες ελέγχου ή κενά που δεν σχεδιάζονται, το πολύ 3 διακριτικά σημάδια σε ένα γράμμα).",
  },
  missing_player_token: {
    en: "Ranked play needs a player: send Authorization: Bearer <player token> (POST /v1/players makes one).",
    es: "El juego clasificatorio necesita un jugador: envíe Authorization: Bearer <token de jugador> (POST /v1/players crea uno).",
    ca: "El joc classificatori necessita un jugador: envieu Authorization: Bearer <testimoni de jugador> (POST /v1/players en crea un).",
    cs: "Hodnocená hra potřebuje hráče: pošlete Authorization: Bearer <token hráče> (POST /v1/players jej vytvoří).",
    el: "Το βαθμολογούμενο παιχνίδι χρειάζεται παίκτη: στείλτε Authorization: Bearer <διακριτικό παίκτη> (το POST /v1/players δημιουργεί έναν).",
  },
  invalid_player_token: {
    en: "This player token is not valid.",
    es: "Este token de jugador no es válido.",
    ca: "Aquest testimoni de jugador no és vàlid.",
    cs: "Tento token hráče není platný.",
    el: "Αυτό το διακριτικό παίκτη δεν είναι έγκυρο.",
  },
  unknown_player: {
    en: "There is no player with this id.",
    es: "No hay ningún jugador con este id.",
    ca: "No hi ha cap jugador amb aquest id.",
    cs: "Hráč s tímto id neexistuje.",
    el: "Δεν υπάρχει παίκτης με αυτό το id.",
  },

  // Daily challenges.
  invalid_date: {
    en: "A date is a real date from 2000 to 2999, written YYYY-MM-DD (or today).",
    es: "Una fecha es una fecha real de 2000 a 2999, escrita AAAA-MM-DD (o today).",
    ca: "Una data és una data real del 2000 al 2999, escrita AAAA-MM-DD (o today).",
    cs: "Datum je skutečné datum v letech 2000 až 2999, psané RRRR-MM-DD (nebo today).",
    el: "Μια ημερομηνία είναι πραγματική ημερομηνία από το 2000 ως το 2999, γραμμένη ΕΕΕΕ-ΜΜ-ΗΗ (ή today).",
  },
  no_challenge: {
    en: "There is no daily challenge before {firstDate}.",
    es: "No hay desafío diario antes del {firstDate}.",
    ca: "No hi ha repte diari abans del {firstDate}.",
    cs: "Před {firstDate} žádná denní výzva není.",
    el: "Δεν υπάρχει ημερήσια πρόκληση πριν από τις {firstDate}.",
  },
  challenge_not_open: {
    en: "The challenge of {date} opens at {opensAt}, when that date begins somewhere on Earth.",
    es: "El desafío del {date} se abre el {opensAt}, cuando esa fecha empieza en algún lugar de la Tierra.",
    ca: "El repte del {date} s'obre el {opensAt}, quan aquesta data comença en algun lloc de la Terra.",
    cs: "Výzva dne {date} se otevře v {opensAt}, až ten den někde na Zemi začne.",
    el: "Η πρόκληση της {date} ανοίγει στις {opensAt}, όταν αυτή η ημερομηνία αρχίζει κάπου στη Γη.",
  },
  challenge_not_ready: {
    en: "The challenge of {date} is not prepared yet: the server prepares closed dates it missed a few at a time, every hour. Try again in {retryAfter} seconds.",
    es: "El desafío del {date} aún no está preparado: el servidor prepara las fechas cerradas que le faltan unas pocas cada hora. Vuelve a intentarlo dentro de {retryAfter} segundos.",
    ca: "El repte del {date} encara no està preparat: el servidor prepara les dates tancades que li falten unes quantes cada hora. Torneu-ho a provar d'aquí a {retryAfter} segons.",
    cs: "Výzva dne {date} ještě není připravená: server chybějící uzavřená data připravuje po několika každou hodinu. Zkuste to znovu za {retryAfter} sekund.",
    el: "Η πρόκληση της {date} δεν έχει προετοιμαστεί ακόμη: ο διακομιστής προετοιμάζει τις κλειστές ημερομηνίες που του λείπουν λίγες κάθε ώρα. Δοκιμάστε ξανά σε {retryAfter} δευτερόλεπτα.",
  },
  challenge_closed: {
    en: "The challenge of {date} closed at {closesAt}: it takes no more ranked play.",
    es: "El desafío del {date} se cerró el {closesAt}: ya no admite juego clasificatorio.",
    ca: "El repte del {date} es va tancar el {closesAt}: ja no admet joc classificatori.",
    cs: "Výzva dne {date} se uzavřela v {closesAt}: hodnocenou hru už nepřijímá.",
    el: "Η πρόκληση της {date} έκλεισε στις {closesAt}: δεν δέχεται πια βαθμολογούμενο παιχνίδι.",
  },
  challenge_open: {
    en: "This game is a daily challenge's deal and the challenge is still open: its deal is shown once it closes at {closesAt}.",
    es: "Esta partida es el reparto de un desafío diario aún abierto: su reparto se muestra cuando cierre, el {closesAt}.",
    ca: "Aquesta partida és el repartiment d'un repte diari encara obert: el repartiment es mostra quan tanqui, el {closesAt}.",
    cs: "Tato hra je rozdání denní výzvy, která je stále otevřená: rozdání se ukáže, až se v {closesAt} uzavře.",
    el: "Αυτή η παρτίδα είναι το μοίρασμα μιας ημερήσιας πρόκλησης ακόμη ανοιχτής: το μοίρασμα φαίνεται όταν κλείσει, στις {closesAt}.",
  },
  too_many_entries: {
    en: "This client (its address) already made {limit} ranked entries in this challenge, as many as one address may.",
    es: "Este cliente (su dirección) ya hizo {limit} participaciones clasificatorias en este desafío, tantas como admite una dirección.",
    ca: "Aquest client (la seva adreça) ja ha fet {limit} participacions classificatòries en aquest repte, tantes com n'admet una adreça.",
    cs: "Tento klient (jeho adresa) už v této výzvě vytvořil {limit} hodnocených účastí, tolik, kolik jedna adresa smí.",
    el: "Αυτός ο πελάτης (η διεύθυνσή του) έχει ήδη κάνει {limit} βαθμολογούμενες συμμετοχές σε αυτή την πρόκληση, όσες επιτρέπονται σε μία διεύθυνση.",
  },
  unknown_league: {
    en: "There is no league with this id.",
    es: "No hay ninguna liga con este identificador.",
    ca: "No hi ha cap lliga amb aquest identificador.",
    cs: "Liga s tímto identifikátorem neexistuje.",
    el: "Δεν υπάρχει πρωτάθλημα με αυτό το αναγνωριστικό.",
  },
  wrong_join_code: {
    en: "This is not the league's join code: ask its maker for it.",
    es: "Este no es el código para unirse a la liga: pídaselo a quien la creó.",
    ca: "Aquest no és el codi per unir-se a la lliga: demaneu-lo a qui la va crear.",
    cs: "Toto není kód pro vstup do ligy: požádejte o něj jejího zakladatele.",
    el: "Αυτός δεν είναι ο κωδικός συμμετοχής του πρωταθλήματος: ζητήστε τον από αυτόν που το δημιούργησε.",
  },
  not_league_maker: {
    en: "Only the league's maker may remove a member or change its join code.",
    es: "Solo quien creó la liga puede quitar a un miembro o cambiar su código para unirse.",
    ca: "Només qui va crear la lliga pot treure un membre o canviar-ne el codi per unir-s'hi.",
    cs: "Odebrat člena nebo změnit kód pro vstup může jen zakladatel ligy.",
    el: "Μόνο αυτός που δημιούργησε το πρωτάθλημα μπορεί να αφαιρέσει μέλος ή να αλλάξει τον κωδικό συμμετοχής του.",
  },
  not_a_member: {
    en: "There is no such member in this league.",
    es: "No hay ningún miembro así en esta liga.",
    ca: "No hi ha cap membre així en aquesta lliga.",
    cs: "Takový člen v této lize není.",
    el: "Δεν υπάρχει τέτοιο μέλος σε αυτό το πρωτάθλημα.",
  },
  too_many_leagues: {
    en: "This player is already in {limit} leagues, as many as one player may be: leave one first.",
    es: "Este jugador ya está en {limit} ligas, tantas como se permiten: abandone una primero.",
    ca: "Aquest jugador ja és a {limit} lligues, tantes com es permeten: abandoneu-ne una primer.",
    cs: "Tento hráč už je v {limit} ligách, v tolika, v kolika smí být: nejdřív jednu opusťte.",
    el: "Αυτός ο παίκτης είναι ήδη σε {limit} πρωταθλήματα, όσα επιτρέπονται: αποχωρήστε πρώτα από ένα.",
  },
  invalid_cursor: {
    en: "This cursor is not one the server gave for this leaderboard: use the next link of the previous page as it came.",
    es: "Este cursor no es uno que el servidor haya dado para esta clasificación: use el enlace next de la página anterior tal como llegó.",
    ca: "Aquest cursor no és un que el servidor hagi donat per a aquesta classificació: feu servir l'enllaç next de la pàgina anterior tal com va arribar.",
    cs: "Tento kurzor server pro tento žebříček nevydal: použijte odkaz next předchozí stránky tak, jak přišel.",
    el: "Αυτός ο δρομέας δεν είναι κάποιος που έδωσε ο διακομιστής για αυτόν τον πίνακα κατάταξης: χρησιμοποιήστε τον σύνδεσμο next της προηγούμενης σελίδας όπως ήρθε.",
  },
  league_full: {
    en: "The league already has {limit} members, as many as it takes.",
    es: "La liga ya tiene {limit} miembros, tantos como admite.",
    ca: "La lliga ja té {limit} membres, tants com n'admet.",
    cs: "Liga už má {limit} členů, tolik, kolik jich pojme.",
    el: "Το πρωτάθλημα έχει ήδη {limit} μέλη, όσα δέχεται.",
  },
  ranked_only_while_open: {
    en: "While the {game} challenge of {date} is open its deal is played only as ranked entries (its hidden cards would otherwise be learned before playing): casual play opens when it closes at {closesAt}.",
    es: "Mientras el desafío de {game} del {date} está abierto, su reparto solo se juega como participación clasificatoria (si no, sus cartas ocultas se conocerían antes de jugar): el juego libre se abre cuando cierre, el {closesAt}.",
    ca: "Mentre el repte de {game} del {date} és obert, el repartiment només es juga com a participació classificatòria (si no, les cartes amagades es coneixerien abans de jugar): el joc lliure s'obre quan tanqui, el {closesAt}.",
    cs: "Dokud je výzva hry {game} dne {date} otevřená, hraje se její rozdání jen jako hodnocená účast (jinak by se skryté karty daly poznat předem): volná hra se otevře, až se v {closesAt} uzavře.",
    el: "Όσο η πρόκληση «{game}» της {date} είναι ανοιχτή, το μοίρασμά της παίζεται μόνο ως βαθμολογούμενη συμμετοχή (αλλιώς τα κρυμμένα φύλλα θα γίνονταν γνωστά πριν από το παιχνίδι): το ελεύθερο παιχνίδι ανοίγει όταν κλείσει, στις {closesAt}.",
  },

  already_entered: {
    en: "This player already has a ranked entry in the {game} challenge of {date}.",
    es: "Este jugador ya tiene una participación clasificatoria en el desafío de {game} del {date}.",
    ca: "Aquest jugador ja té una participació classificatòria al repte de {game} del {date}.",
    cs: "Tento hráč už má hodnocenou účast ve výzvě hry {game} dne {date}.",
    el: "Αυτός ο παίκτης έχει ήδη βαθμολογούμενη συμμετοχή στην πρόκληση «{game}» της {date}.",
  },
  no_entry: {
    en: "This player has no ranked entry in the {game} challenge of {date}.",
    es: "Este jugador no tiene ninguna participación clasificatoria en el desafío de {game} del {date}.",
    ca: "Aquest jugador no té cap participació classificatòria al repte de {game} del {date}.",
    cs: "Tento hráč nemá žádnou hodnocenou účast ve výzvě hry {game} dne {date}.",
    el: "Αυτός ο παίκτης δεν έχει βαθμολογούμενη συμμετοχή στην πρόκληση «{game}» της {date}.",
  },
  undo_not_allowed: {
    en: "A ranked {game} entry cannot be undone: going back would show what the stock holds.",
    es: "Una participación clasificatoria de {game} no se puede deshacer: volver atrás mostraría lo que guarda el montón.",
    ca: "Una participació classificatòria de {game} no es pot desfer: tornar enrere mostraria el que guarda la pila principal.",
    cs: "Hodnocenou účast ve hře {game} nelze vracet: návrat by ukázal, co skrývají volné karty.",
    el: "Μια βαθμολογούμενη συμμετοχή στο παιχνίδι «{game}» δεν αναιρείται: η επιστροφή θα έδειχνε τι κρύβει η μάνα.",
  },
} as const satisfies Record<string, Texts>;
