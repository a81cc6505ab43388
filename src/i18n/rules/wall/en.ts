import { lines, type GameText } from "../types.ts";

export const WALL_EN = {
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
} as const satisfies GameText;
