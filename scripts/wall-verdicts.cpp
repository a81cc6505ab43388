// Ground truth for the Wall solver's tests, from outside the project: the clairvoyant
// solver of the solvability research (../shared/reference/solver/wall.cpp, compiled with
// -I to that folder), fed this project's deals. Run by scripts/record-wall-verdicts.mjs.
//
// Input, one deal a line: id, then card values (ace 1 .. king 13) in dealing order: high
// guard piles 1-3 (2 each), low guard piles 4-7 (3 each), wall slots 8-52, then the hands:
// the waste, then the stock 3 at a time from its next card. Output, one line a deal:
// id, result (1 winnable, 0 proven unwinnable, 2 gave up), CPU seconds, nodes.
#define main prototype_main
#include "wall.cpp"
#undef main

int main(int argc, char** argv) {
  initTopology();
  double limit = argc > 1 ? atof(argv[1]) : 10.0;
  int id;
  while (scanf("%d", &id) == 1) {
    Deal D;
    memset(&D, 0, sizeof D);
    for (int s = 1; s <= 3; s++) for (int j = 0; j < 2; j++) if (scanf("%d", &D.pile[s][j]) != 1) return 1;
    for (int s = 4; s <= 7; s++) for (int j = 0; j < 3; j++) if (scanf("%d", &D.pile[s][j]) != 1) return 1;
    for (int s = 8; s <= 52; s++) if (scanf("%d", &D.val[s]) != 1) return 1;
    for (int k = 0; k < 13; k++) for (int j = 0; j < 3; j++) {
      if (scanf("%d", &D.hand[k][j]) != 1) return 1;
      D.handSum[k] += D.hand[k][j];
    }
    D.val[0] = 26;
    for (int s = 1; s <= 3; s++) D.val[s] = D.pile[s][0] + D.pile[s][1];
    for (int s = 4; s <= 7; s++) D.val[s] = D.pile[s][0] + D.pile[s][1] + D.pile[s][2];
    Solver S(D, limit);
    S.t0 = nowSec();
    bool won = S.dfs(0, 0, 7);
    if (won && !replay(D, S.path)) { fprintf(stderr, "replay failed for %d\n", id); return 1; }
    printf("%d %d %.4f %llu\n", id, won ? 1 : (S.aborted ? 2 : 0), nowSec() - S.t0, (unsigned long long)S.nodes);
    fflush(stdout);
  }
  return 0;
}
